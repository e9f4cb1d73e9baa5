import { REPORT_TABLES, REPORT_WORDS, type ReportName, type ReportTable, type ReportTotalsField, type RoundFigures } from '@casino/contract';
import type { Lang } from '@casino/platform';
import type { TableTotals } from '@casino/platform/back-office';
import { formatCount } from '../lib/format';
import { FIGURES, type Figure } from './figure-columns';
import { Money } from './money';

/** A total as its column shows it: a count of rounds, else an amount in won. */
const totalCell = (field: string, value: number, language: Lang) => (field === 'rounds' ? formatCount(value, language) : <Money amount={value} />);

/**
 * The totals of the whole filter under a table (BackOfficeTable's `totals`): labelled as the CSV
 * labels its totals row, each field's sum keyed by its column, so it stays under that column
 * whichever the user hides, and becomes a card on a phone.
 */
function totalsOf(fields: readonly string[], sum: (field: string) => number, language: Lang): TableTotals {
  return { label: REPORT_WORDS[language].totalsRow, cells: Object.fromEntries(fields.map((field) => [field, totalCell(field, sum(field), language)])) };
}

/** A report's totals, as its CSV ends (contract `REPORT_TABLES[report].totals`). */
export function reportTotals<R extends ReportName>(report: R, sums: Record<ReportTotalsField<R>, number>, language: Lang): TableTotals {
  const { totals } = REPORT_TABLES[report] as ReportTable;
  return totalsOf(totals, (field) => sums[field as ReportTotalsField<R>], language);
}

/** The totals of a table whose last columns are every figure of a set of rounds (figureColumns). */
export const figureTotals = (sum: RoundFigures, language: Lang): TableTotals => totalsOf(FIGURES, (field) => sum[field as Figure], language);
