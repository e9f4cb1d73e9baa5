import { isApiError } from '@casino/platform';

/**
 * What to tell the partner about a failed call: the API's own message (already in the partner's
 * language: the client sends Accept-Language, the platform localizes failures with no answer),
 * or `fallback` for anything that is not an API failure.
 */
export const errorMessage = (error: unknown, fallback: string): string => (isApiError(error) && error.message ? error.message : fallback);

/** The account is not there, or not in the caller's line (the API answers both with 404). */
export const isNotFound = (error: unknown): boolean => isApiError(error) && error.status === 404;
