import { sql } from 'kysely';
import type { Db } from '../db/pool';

/** How long a member's bets and wins gather before their figures are told: the newest wins. */
export const GAME_BALANCE_EVERY_MS = 250;

/**
 * Tells members' pages the game credit and rolling points their bets and wins changed (decision
 * 070). Not from inside the bet's own transaction as every other posting does: PostgreSQL
 * serialises the commits of notifying transactions (an exclusive lock held through each one's
 * flush), which cost the wallet about a fifth of its bets a second (bench/README, 'The live
 * channel's balances'). Instead, after the bets committed, the members they moved gather for
 * 250 ms and their figures are read and told at once, in one short transaction that waits for
 * no flush: versions keep the order, and an event lost to a crash in between is mended by the
 * next one or the page's next greeting.
 */
export class GameBalances {
  readonly #members = new Set<number>();
  #timer: ReturnType<typeof setTimeout> | null = null;
  #sending: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly onError: (error: unknown) => void,
    private readonly everyMs = GAME_BALANCE_EVERY_MS,
  ) {}

  /** A bet or win of this member committed. */
  moved(userId: number): void {
    this.#members.add(userId);
    if (this.#timer) return;
    this.#timer = setTimeout(() => {
      this.#timer = null;
      this.#sending = this.#send();
    }, this.everyMs);
    this.#timer.unref();
  }

  /** Sends what gathered now (a closing app, a test). */
  async flush(): Promise<void> {
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
    await this.#sending;
    await this.#send();
  }

  async #send(): Promise<void> {
    if (this.#members.size === 0) return;
    const members = [...this.#members];
    this.#members.clear();
    try {
      await this.db.transaction().execute(async (trx) => {
        // The money was flushed by the bets' own commits; this only tells of it.
        await sql`SET LOCAL synchronous_commit = off`.execute(trx);
        await sql`SELECT pg_notify('live_event', json_build_object('kind', 'balance', 'user', b.user_id, 'account', b.kind, 'balance', b.balance, 'version', b.version)::text)
          FROM ledger_balances b
          WHERE b.user_id = ANY(${members}::bigint[]) AND b.kind IN ('member_credit', 'rolling_point')`.execute(trx);
      });
    } catch (error) {
      this.onError(error);
    }
  }
}
