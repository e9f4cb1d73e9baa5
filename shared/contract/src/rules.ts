/** Password rule (spec 5): 4-12 characters, English letters and numbers only. */
export const PASSWORD_LENGTH = { min: 4, max: 12 } as const;
export const PASSWORD_PATTERN = `^[A-Za-z0-9]{${PASSWORD_LENGTH.min},${PASSWORD_LENGTH.max}}$`;
/** Member IDs follow the same alphabet, a little longer allowed. */
export const USERNAME_PATTERN = '^[A-Za-z0-9]{4,16}$';
/** Display names: no leading or trailing blanks. */
export const NICKNAME_PATTERN = '^\\S(.*\\S)?$';
export const PHONE_PATTERN = '^[0-9-]{9,15}$';
export const ACCOUNT_NUMBER_PATTERN = '^[0-9-]{6,20}$';
