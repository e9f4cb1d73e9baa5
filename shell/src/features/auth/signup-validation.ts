import { ACCOUNT_NUMBER_PATTERN, PASSWORD_PATTERN, PHONE_PATTERN, USERNAME_PATTERN } from '@casino/contract';
import { type RegisterBody } from './api/register';

/** The ten fields of the spec's registration form, in its order, by their contract names. */
export const SIGNUP_FIELDS = [
  'referral_code',
  'username',
  'password',
  'nickname',
  'password_confirm',
  'withdraw_password',
  'withdraw_password_confirm',
  'phone',
  'bank_name',
  'account_number',
] as const satisfies ReadonlyArray<keyof RegisterBody>;

export type SignupField = (typeof SIGNUP_FIELDS)[number];
export type SignupValues = Record<SignupField, string>;

/** i18n keys in the `shell` namespace under `signup.`. */
export type SignupMessage =
  | 'fillAll'
  | 'passwordsMismatch'
  | 'withdrawPasswordsMismatch'
  | 'passwordRule'
  | 'memberIdRule'
  | 'nicknameRule'
  | 'phoneRule'
  | 'accountNumberRule';

export interface SignupProblem {
  field: SignupField;
  message: SignupMessage;
}

const matches = (pattern: string, value: string) => new RegExp(pattern).test(value);

/** The first problem with the form, in the order a person reads it; null when it can be sent. */
export function validateSignup(input: Partial<SignupValues>): SignupProblem | null {
  const values = Object.fromEntries(SIGNUP_FIELDS.map((field) => [field, (input[field] ?? '').trim()])) as SignupValues;
  const empty = SIGNUP_FIELDS.find((field) => values[field] === '');
  if (empty) return { field: empty, message: 'fillAll' };
  if (!matches(USERNAME_PATTERN, values.username)) return { field: 'username', message: 'memberIdRule' };
  if (!matches(PASSWORD_PATTERN, values.password)) return { field: 'password', message: 'passwordRule' };
  if (values.nickname.length < 2 || values.nickname.length > 20) return { field: 'nickname', message: 'nicknameRule' };
  if (values.password_confirm !== values.password) return { field: 'password_confirm', message: 'passwordsMismatch' };
  if (!matches(PASSWORD_PATTERN, values.withdraw_password)) return { field: 'withdraw_password', message: 'passwordRule' };
  if (values.withdraw_password_confirm !== values.withdraw_password) return { field: 'withdraw_password_confirm', message: 'withdrawPasswordsMismatch' };
  if (!matches(PHONE_PATTERN, values.phone)) return { field: 'phone', message: 'phoneRule' };
  if (!matches(ACCOUNT_NUMBER_PATTERN, values.account_number)) return { field: 'account_number', message: 'accountNumberRule' };
  return null;
}

/** The register body: trimmed, with the password fields as typed. */
export function toRegisterBody(values: SignupValues): RegisterBody {
  const trimmed = (field: SignupField) => values[field].trim();
  return {
    referral_code: trimmed('referral_code'),
    username: trimmed('username'),
    password: values.password,
    password_confirm: values.password_confirm,
    nickname: trimmed('nickname'),
    withdraw_password: values.withdraw_password,
    withdraw_password_confirm: values.withdraw_password_confirm,
    phone: trimmed('phone'),
    bank_name: trimmed('bank_name'),
    account_number: trimmed('account_number'),
  };
}
