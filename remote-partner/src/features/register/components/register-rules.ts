import { ACCOUNT_NUMBER_PATTERN, lengthLimits, NICKNAME_PATTERN, PASSWORD_LENGTH, PASSWORD_PATTERN, PHONE_PATTERN, USERNAME_PATTERN, userCreateChild } from '@casino/contract';
import type { Rule } from 'antd/es/form';
import type { PartnerT } from '../../../i18n/use-partner-translation';

/** The add-member form's fields, in the spec's order (spec 3). */
export const FIELDS = ['partner_username', 'username', 'nickname', 'password', 'phone', 'bank_name', 'account_number', 'account_holder', 'withdraw_password'] as const;
export type Field = (typeof FIELDS)[number];
export type RegisterValues = Record<Field, string>;

/** The text fields' lengths as the contract's schema sets them (the API checks the same). */
export const LIMITS = lengthLimits(userCreateChild.body);
export const PASSWORD_MAX_LENGTH = PASSWORD_LENGTH.max;

const pattern = (source: string, message: string): Rule[] => [{ pattern: new RegExp(source), message }];

/** Each field's format rule, from the contract's patterns (the API checks the same ones). Empty fields are one message for the form. */
export function registerRules(t: PartnerT): Partial<Record<Field, Rule[]>> {
  return {
    username: pattern(USERNAME_PATTERN, t('windows.register.usernameRule')),
    nickname: [...pattern(NICKNAME_PATTERN, t('windows.register.nicknameRule')), { min: LIMITS.nickname.minLength, max: LIMITS.nickname.maxLength, message: t('windows.register.nicknameRule') }],
    password: pattern(PASSWORD_PATTERN, t('windows.register.passwordRule')),
    withdraw_password: pattern(PASSWORD_PATTERN, t('windows.register.exchangePasswordRule')),
    phone: pattern(PHONE_PATTERN, t('windows.register.phoneRule')),
    account_number: pattern(ACCOUNT_NUMBER_PATTERN, t('windows.register.accountNumberRule')),
  };
}

/** Whether every field has something in it (spec 5: 'Please fill in all fields'). */
export const allFilled = (values: Partial<RegisterValues>) => FIELDS.every((field) => (values[field] ?? '').trim() !== '');
