import { PASSWORD_PATTERN } from '@casino/contract';

/** Spec 5: 4-12 characters, English letters and numbers only. */
export const PASSWORD_REGEX = new RegExp(PASSWORD_PATTERN);

export function isValidPassword(value: string | null | undefined): boolean {
  return typeof value === 'string' && PASSWORD_REGEX.test(value);
}
