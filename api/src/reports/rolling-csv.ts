import type { RollingWorking } from '@casino/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { seoulTime, type CsvValue } from './csv';
import { csvFileName, csvHeader, rowCells, type CsvText } from './csv-form';
import { bettingFilter, type BettingQuery } from './report-scope';
import { rollingEarner, rollingWorking } from './rolling-report';

/**
 * The working as the screen writes it, per call: a bet's stake x the earner's rate - stake x its
 * child's = what it credited, a rollback's take-back; with their sum when there are several.
 */
function workingText(w: RollingWorking, text: CsvText): string {
  const step = (s: RollingWorking['steps'][number]) => {
    if (s.kind === 'rollback') return [text.callKind('rollback'), s.ref_txn_id, s.amount].filter((part) => part !== null).join(' ');
    if (s.own_rate_bp === null || s.child_rate_bp === null) return `${s.stake}: ${s.amount}`;
    return `${s.stake} × ${text.rate(s.own_rate_bp)} − ${s.stake} × ${text.rate(s.child_rate_bp)} (${w.child.username}) = ${s.amount}`;
  };
  const steps = w.steps.map(step);
  return steps.length > 1 ? `${steps.join('; ')}; = ${w.expected}` : (steps[0] ?? String(w.expected));
}

/** The rolling list's CSV: each round that earned the partner rolling, with its working, read by keyset. */
export async function rollingCsv(db: Kysely<Database>, callerId: number, q: Record<string, unknown>, text: CsvText) {
  const earner = await rollingEarner(db, callerId, q.partner_id as number | undefined);
  const filter = await bettingFilter(db, earner.account.id, q as BettingQuery);
  const cells = rowCells<'reportRolling', RollingWorking>('reportRolling', {
    time: (w) => seoulTime(w.created_at),
    earner: (w) => w.earner.username,
    member: (w) => text.member(w.member),
    game: (w) => text.gameOf(w.game, w.game_type),
    round_id: (w) => w.round_id,
    refund: (w) => w.refund,
    working: (w) => workingText(w, text),
    amount: (w) => w.amount,
  });
  async function* pages(): AsyncIterable<CsvValue[][]> {
    let cursor: string | undefined;
    do {
      const page = await rollingWorking(db, earner, filter, { page: 1, pageSize: 1_000, cursor });
      yield page.items.map(cells);
      cursor = page.next ?? undefined;
    } while (cursor);
  }
  return { name: csvFileName(`rolling_${earner.account.username}`, q), header: csvHeader('reportRolling', text), batches: pages() };
}
