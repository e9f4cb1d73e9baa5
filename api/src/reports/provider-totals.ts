import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { DayRange } from '../partners/day-range';
import { figureColumns, toFigures, type FigureRow } from './figures';
import type { ReportScope } from './report-scope';
import { dayGameRows } from './totals-rows';

/** The line's rounds per game provider in the range, and their sum. */
export async function providerTotals(db: Kysely<Database>, scope: ReportScope, range: DayRange) {
  const { rows } = await sql<FigureRow & { provider: string }>`
    SELECT t.provider, ${figureColumns(scope.rollingIndex)} FROM ${dayGameRows(scope, { range })} t GROUP BY t.provider ORDER BY t.provider`.execute(db);
  const items = rows.map((r) => ({ provider: r.provider, ...toFigures(r) }));
  const add = (key: 'rounds' | 'bet' | 'prize' | 'refund' | 'rolling') => items.reduce((a, i) => a + i[key], 0);
  return { from: range.from, to: range.to, items, sum: toFigures({ rounds: add('rounds'), bet: add('bet'), prize: add('prize'), refund: add('refund'), rolling: add('rolling') }) };
}
