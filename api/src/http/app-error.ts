import type { ErrorCode } from '@casino/contract';
import type { MessageParams } from './i18n';
import type { MessageKey } from './messages';

/**
 * An expected failure: the error handler answers `{ message, code }` with `status`, the message
 * translated into the caller's language. Anything else that is thrown is a 500.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    readonly messageKey: MessageKey,
    readonly params: MessageParams = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(messageKey);
    this.name = 'AppError';
  }
}

export const unauthorized = () => new AppError(401, 'UNAUTHORIZED', 'error.unauthorized');
export const forbidden = () => new AppError(403, 'FORBIDDEN', 'error.forbidden');
export const masterOnly = () => new AppError(403, 'FORBIDDEN', 'error.master_only');
export const rightMissing = () => new AppError(403, 'FORBIDDEN', 'error.site_right_only');
export const routeNotFound = (request: { method: string; url: string }) =>
  new AppError(404, 'NOT_FOUND', 'error.route_not_found', { method: request.method, path: request.url.split('?')[0]! });
