import { isApiError } from '@casino/platform';

/** Wrong credentials get the spec's message; anything else (stopped account, rate limit, network) the server's own. */
export function loginErrorMessage(error: unknown, t: (key: string) => string): string {
  if (isApiError(error)) {
    if (error.code === 'INVALID_CREDENTIALS' || error.status === 401) return t('login.failed');
    return error.message;
  }
  return t('errors.generic');
}
