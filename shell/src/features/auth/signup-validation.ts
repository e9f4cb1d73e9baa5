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

const trimmedValues = (input: Partial<SignupValues>) =>
  Object.fromEntries(SIGNUP_FIELDS.map((field) => [field, (input[field] ?? '').trim()])) as SignupValues;

/** What is wrong with one field, given the whole form (the confirmations compare); null when nothing. */
export function signupFieldProblem(field: SignupField, input: Partial<SignupValues>): SignupMessage | null {
  const values = trimmedValues(input);
  const value = values[field];
  if (value === '') return 'fillAll';
  switch (field) {
    case 'username':
      return matches(USERNAME_PATTERN, value) ? null : 'memberIdRule';
    case 'password':
    case 'withdraw_password':
      return matches(PASSWORD_PATTERN, value) ? null : 'passwordRule';
    case 'nickname':
      return value.length >= 2 && value.length <= 20 ? null : 'nicknameRule';
    case 'password_confirm':
      return value === values.password ? null : 'passwordsMismatch';
    case 'withdraw_password_confirm':
      return value === values.withdraw_password ? null : 'withdrawPasswordsMismatch';
    case 'phone':
      return matches(PHONE_PATTERN, value) ? null : 'phoneRule';
    case 'account_number':
      return matches(ACCOUNT_NUMBER_PATTERN, value) ? null : 'accountNumberRule';
    default:
      return null;
  }
}

/** The first problem with the form, empty fields first; null when it can be sent. */
export function validateSignup(input: Partial<SignupValues>): SignupProblem | null {
  const empty = SIGNUP_FIELDS.find((field) => signupFieldProblem(field, input) === 'fillAll');
  if (empty) return { field: empty, message: 'fillAll' };
  for (const field of SIGNUP_FIELDS) {
    const message = signupFieldProblem(field, input);
    if (message) return { field, message };
  }
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
