import { LIVE_TOPICS, type LiveBalanceFigure, type LiveClientMessage, type LiveTopic } from '@casino/contract';

/**
 * What the database tells every API process: a session ended (migration 035's trigger), a
 * member's account changed (migration 036's ledger_post), with its new balance and version, a
 * list some accounts show changed (migration 037's triggers).
 */
export type LiveEvent =
  | { kind: 'session_ended'; session: number; user: number; stopped: boolean }
  | { kind: 'balance'; user: number; account: BalanceAccount; balance: number; version: number }
  | { kind: 'changed'; topic: LiveTopic; users: number[] };

/** The member accounts the header shows, by the figure `wallet/balance` names each. */
export const FIGURE_OF_ACCOUNT = { member_cash: 'balance', member_credit: 'credit', rolling_point: 'rolling_point' } as const satisfies Record<string, LiveBalanceFigure>;
export type BalanceAccount = keyof typeof FIGURE_OF_ACCOUNT;

const integer = (value: unknown) => Number.isSafeInteger(value);

/** The events this process knows; anything else on the channel (a newer process's kind) is passed over. */
export function parseLiveEvent(payload: string): LiveEvent | null {
  try {
    const event = JSON.parse(payload) as Record<string, unknown>;
    if (event.kind === 'session_ended' && integer(event.session) && integer(event.user)) return event as LiveEvent;
    if (event.kind === 'changed' && LIVE_TOPICS.includes(event.topic as LiveTopic) && Array.isArray(event.users) && event.users.every(integer)) return event as LiveEvent;
    if (event.kind === 'balance' && integer(event.user) && Object.hasOwn(FIGURE_OF_ACCOUNT, event.account as string) && integer(event.balance) && integer(event.version)) return event as LiveEvent;
  } catch {
    // Not ours to judge: the channel carries only what the database writes.
  }
  return null;
}

/** A page's frame, or null when it is not one the channel takes. */
export function parseClientMessage(text: string): LiveClientMessage | null {
  try {
    const message = JSON.parse(text) as { type?: unknown };
    return message !== null && typeof message === 'object' && message.type === 'ping' && Object.keys(message).length === 1 ? { type: 'ping' } : null;
  } catch {
    return null;
  }
}
