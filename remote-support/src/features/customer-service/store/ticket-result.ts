import { isApiError } from '@casino/platform';

export type TicketResult =
  | { outcome: 'done' }
  /** A request is already on its way (a double click). */
  | { outcome: 'busy' }
  /** `message` is the server's, fit to show; null when there is none. */
  | { outcome: 'failed'; message: string | null };

export const failure = (error: unknown): TicketResult => ({ outcome: 'failed', message: isApiError(error) ? error.message : null });
