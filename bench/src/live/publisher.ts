import pg from 'pg';
import type { PageSession } from './seed-pages';

export interface Publishing {
  sent: number;
  /** Events whose statement failed. */
  errors: number;
  /** Each commit's round trip (its statement sent to its answer), ms. */
  commits: number[];
}

/**
 * Commits `rate` events a second for `seconds`, each in its own transaction, each to one page
 * picked in turn: a member's changed figure, as `ledger_post` tells it (migration 036), its
 * sequence number for amount and version. `connections` workers each send one statement at a
 * time, taking the events as they fall due; an event's time (into `sentAt`, by sequence number)
 * is the moment its statement left for the database, so the delivery measured is the commit and
 * what follows it, not the bench's own queue.
 */
export async function publishEvents(pgUrl: string, pages: readonly PageSession[], rate: number, seconds: number, sentAt: number[], connections = 4): Promise<Publishing> {
  const clients = await Promise.all(
    Array.from({ length: connections }, async () => {
      const client = new pg.Client({ connectionString: pgUrl });
      await client.connect();
      return client;
    }),
  );
  const total = rate * seconds;
  const due: number[] = [];
  const idle: Array<() => void> = [];
  const commits: number[] = [];
  let errors = 0;
  const started = performance.now();
  // Events fall due evenly: event `seq` at seq / rate seconds; a worker waiting takes it at once.
  const producing = (async () => {
    for (let seq = 0; seq < total; seq += 1) {
      const wait = started + (seq * 1000) / rate - performance.now();
      if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
      due.push(seq);
      idle.shift()?.();
    }
    for (const wake of idle.splice(0)) wake();
  })();
  let taken = 0;
  const work = async (client: pg.Client) => {
    while (taken < total) {
      if (due.length === 0) {
        await new Promise<void>((resolve) => idle.push(resolve));
        continue;
      }
      const seq = due.shift()!;
      taken += 1;
      const page = pages[seq % pages.length]!;
      const payload = JSON.stringify({ kind: 'balance', user: page.userId, account: 'member_cash', balance: seq, version: seq + 1 });
      sentAt[seq] = performance.now();
      try {
        await client.query('SELECT pg_notify($1, $2)', ['live_event', payload]);
        commits.push(performance.now() - sentAt[seq]!);
      } catch {
        errors += 1;
      }
    }
  };
  try {
    await Promise.all([producing, ...clients.map(work)]);
  } finally {
    await Promise.all(clients.map((client) => client.end()));
  }
  return { sent: total, errors, commits };
}
