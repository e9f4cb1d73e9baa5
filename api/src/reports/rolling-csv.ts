import type { RollingWorking } from '@casino/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { seoulTime, type CsvValue } from './csv';
import { csvFileName, csvHeader, rowCells, type CsvText } from './csv-form';
import { bettingFilter, type BettingQuery } from './report-scope';
import { rollingEarner, rollingWorking } from './rolling-report';

/** The rolling list's CSV: each round that earned the partner rolling, with its working, read by keyset. */
export async function rollingCsv(db: Kysely<Database>, callerId: number, q: Record<string, unknown>, text: CsvText) {
  const earner = await rollingEarner(db, callerId, q.partner_id as number | undefined);
  const filter = await bettingFilter(db, earner.account.id, q as BettingQuery);
  const cells = rowCells<'reportRolling', RollingWorking>('reportRolling', {
    time: (w) => seoulTime(w.created_at),
    earner: (w) => w.earner.username,
    member: (w) => text.member(w.member),
    game: (w) => text.gameOf(w.game.name, w.game_type),
    round_id: (w) => w.round_id,
    refund: (w) => w.refund,
    working: (w) => `${w.bet} × ${text.rate(w.own_rate_bp)} − ${w.bet} × ${text.rate(w.child_rate_bp)} (${w.child.username}) = ${w.expected}`,
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
