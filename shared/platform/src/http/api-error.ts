/** Codes the client gives failures that never got an answer from the server. */
export const CLIENT_ERROR_CODES = {
  network: 'NETWORK',
  timeout: 'TIMEOUT',
  aborted: 'ABORTED',
  invalidResponse: 'INVALID_RESPONSE',
} as const;

/**
 * The one error every failed call rejects with. `message` is fit to show to people: the
 * server's own message, or a localized one when the server did not answer.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    /** HTTP status; 0 when no answer arrived (network failure, time-out, abort). */
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The message the server answered with, or null (no answer, or not an API failure at all). */
export function serverMessage(error: unknown): string | null {
  return isApiError(error) && error.status > 0 ? error.message || null : null;
}
