import pg from 'pg';
import type { PageSession } from './seed-pages';

export interface Publishing {
  sent: number;
  /** Events whose statement failed. */
  errors: number;
}

/**
 * Commits `rate` events a second for `seconds`, each in its own transaction on one of
 * `connections` connections, each to one page picked in turn: a member's changed figure, as
 * `ledger_post` tells it (migration 036), its sequence number for amount and version. The time
 * taken is the moment its statement was sent (into `sentAt`, by sequence number, as it goes): the
 * delivery measured includes the commit.
 */
export async function publishEvents(pgUrl: string, pages: readonly PageSession[], rate: number, seconds: number, sentAt: number[], connections = 4): Promise<Publishing> {
  const pool = new pg.Pool({ connectionString: pgUrl, max: connections });
  let errors = 0;
  const pending: Promise<unknown>[] = [];
  const total = rate * seconds;
  const started = performance.now();
  try {
    for (let seq = 0; seq < total; seq += 1) {
      // Spread evenly: event `seq` is due at seq / rate seconds.
      const due = started + (seq * 1000) / rate;
      const wait = due - performance.now();
      if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
      const page = pages[seq % pages.length]!;
      const payload = JSON.stringify({ kind: 'balance', user: page.userId, account: 'member_cash', balance: seq, version: seq + 1 });
      sentAt[seq] = performance.now();
      pending.push(pool.query('SELECT pg_notify($1, $2)', ['live_event', payload]).catch(() => (errors += 1)));
    }
    await Promise.all(pending);
  } finally {
    await pool.end();
  }
  return { sent: total, errors };
}
