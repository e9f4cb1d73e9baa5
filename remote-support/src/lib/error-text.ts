import { isApiError } from '@casino/platform';

/**
 * What to tell staff about a failed call: the API's own message (in their language; the platform
 * words failures that got no answer), or `fallback` for anything that is not an API failure.
 */
export const errorText = (error: unknown, fallback: string): string => (isApiError(error) && error.message ? error.message : fallback);
