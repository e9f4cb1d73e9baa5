import { isApiError } from '@casino/platform';
import type { ShellT } from '../../i18n/use-shell-translation';

/** What a refused sign-in tells the person: a stopped account has a notice of its own. */
export type LoginError = { kind: 'stopped' } | { kind: 'message'; message: string };

/**
 * Wrong credentials get the spec's message; a stopped account (answered alike whatever the
 * password) its notice; anything else (rate limit, network) the server's own words.
 */
export function loginErrorOf(error: unknown, t: ShellT): LoginError {
  if (!isApiError(error)) return { kind: 'message', message: t('errors.generic') };
  if (error.code === 'ACCOUNT_STOPPED') return { kind: 'stopped' };
  if (error.code === 'INVALID_CREDENTIALS' || error.status === 401) return { kind: 'message', message: t('login.failed') };
  return { kind: 'message', message: error.message };
}
