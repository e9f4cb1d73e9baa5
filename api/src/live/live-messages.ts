import type { LiveClientMessage } from '@casino/contract';

/** What the database tells every API process (migration 035's trigger). */
export type LiveEvent = { kind: 'session_ended'; session: number; user: number; stopped: boolean };

/** A page's frame, or null when it is not one the channel takes. */
export function parseClientMessage(text: string): LiveClientMessage | null {
  try {
    const message = JSON.parse(text) as { type?: unknown };
    return message !== null && typeof message === 'object' && message.type === 'ping' && Object.keys(message).length === 1 ? { type: 'ping' } : null;
  } catch {
    return null;
  }
}
