import { isApiError } from '@casino/platform';
import type { SecurityT } from '../../../i18n/use-security-translation';

/** The server's message for a refused code (wrong, used, too many tries); `restart` when only a new sign-in helps. */
export function secondStepError(error: unknown, t: SecurityT): { message: string; restart: boolean } {
  if (!isApiError(error)) return { message: t('failed'), restart: false };
  return { message: error.message, restart: error.code === 'SIGN_IN_EXPIRED' };
}
