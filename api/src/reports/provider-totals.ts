import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { figureColumns, toFigures, type FigureRow } from './figures';
import type { BettingFilter, ReportScope } from './report-scope';
import { dayGameRows } from './totals-rows';

/** The line's rounds of a filter per game provider, and their sum. */
export async function providerTotals(db: Kysely<Database>, scope: ReportScope, f: BettingFilter) {
  const { rows } = await sql<FigureRow & { provider: string }>`
    SELECT t.provider, ${figureColumns(scope.rollingIndex)} FROM ${dayGameRows(scope, f)} t GROUP BY t.provider ORDER BY t.provider`.execute(db);
  const items = rows.map((r) => ({ provider: r.provider, ...toFigures(r) }));
  const add = (key: 'rounds' | 'bet' | 'prize' | 'refund' | 'rolling') => items.reduce((a, i) => a + i[key], 0);
  return { from: f.range.from, to: f.range.to, items, sum: toFigures({ rounds: add('rounds'), bet: add('bet'), prize: add('prize'), refund: add('refund'), rolling: add('rolling') }) };
}
