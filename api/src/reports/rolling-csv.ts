import { fillWords, formatSeoulDateTime, REPORT_WORDS, type QueryOf, type reportRolling, type RollingWorking } from '@casino/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { CsvValue } from './csv';
import { csvFileName, csvHeader, rowCells, type CsvText } from './csv-form';
import { bettingFilter } from './report-scope';
import { rollingEarner, rollingWorking } from './rolling-report';

/**
 * The working as the screen writes it (contract `REPORT_WORDS.working`), amounts as plain
 * integers: per call, a bet's stake x the earner's rate - stake x its child's = what it credited,
 * a rollback's take-back; then their sum when there are several. An integration's file has the
 * English words and rates in basis points.
 */
function workingText(w: RollingWorking, text: CsvText): string {
  const words = REPORT_WORDS[text.form === 'fields' ? 'en' : text.form].working;
  const rate = (bp: number) => String(text.rate(bp));
  const step = (s: RollingWorking['steps'][number]) => {
    if (s.kind === 'rollback') return s.ref_txn_id ? fillWords(words.rollbackOf, { bet: s.ref_txn_id, amount: s.amount }) : fillWords(words.rollback, { amount: s.amount });
    if (s.own_rate_bp === null || s.child_rate_bp === null) return fillWords(words.unrated, { bet: s.stake, amount: s.amount });
    return fillWords(words.bet, { bet: s.stake, own: rate(s.own_rate_bp), child: w.child.username, childRate: rate(s.child_rate_bp), expected: s.amount });
  };
  return w.steps.length === 1 ? step(w.steps[0]!) : [...w.steps.map(step), fillWords(words.sum, { amount: w.expected })].join('; ');
}

/** The rolling list's CSV: each round that earned the partner rolling, with its working, read by keyset. */
export async function rollingCsv(db: Kysely<Database>, callerId: number, q: QueryOf<typeof reportRolling>, text: CsvText) {
  const earner = await rollingEarner(db, callerId, q.partner_id);
  const filter = await bettingFilter(db, earner.account.id, q);
  const cells = rowCells<'reportRolling', RollingWorking>('reportRolling', {
    time: (w) => formatSeoulDateTime(w.created_at, 'second'),
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
