import { isApiError } from '@casino/platform';

/** How a member's action (send, read, confirm, delete) went, for the screen to tell them. */
export type ActionResult =
  | { outcome: 'done' }
  /** A request is already on its way (a double click). */
  | { outcome: 'busy' }
  /** `message` is the server's, fit to show; null when there is none. */
  | { outcome: 'failed'; message: string | null };

export const failure = (error: unknown): ActionResult => ({ outcome: 'failed', message: isApiError(error) ? error.message : null });
