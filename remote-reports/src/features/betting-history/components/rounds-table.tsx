import type { BetRound, RoundFigures } from '@casino/contract';
import { useLanguage } from '@casino/platform';
import { observer } from 'mobx-react-lite';
import { ReportTable } from '../../../components/report-table';
import { reportTotals } from '../../../components/report-totals';
import { useReportsTranslation } from '../../../i18n/use-reports-translation';
import type { RowSource } from '../../../lib/report-list';
import { roundColumns } from './round-columns';

interface RoundsTableProps {
  /** Which list: the betting history, or one provider's rounds (the same columns). */
  report: 'reportBetting' | 'reportBettingProviderHistory';
  /** The table's id for the columns its user hides. */
  tableId: string;
  label: string;
  rounds: RowSource<BetRound>;
  /** The totals of the whole filter, for the row under the table; null while not known. */
  sum: RoundFigures | null;
  onOpen: (round: BetRound) => void;
}

/** Rounds, newest first, paged (the next page by cursor, a jump by number), with the filter's totals under them. */
export const RoundsTable = observer(function RoundsTable({ report, tableId, label, rounds, sum, onOpen }: RoundsTableProps) {
  const { t } = useReportsTranslation();
  const { language } = useLanguage();
  return (
    <ReportTable<BetRound>
      tableId={tableId}
      label={label}
      rows={rounds}
      rowKey="id"
      empty={t('betting.empty')}
      columns={roundColumns(t, language, onOpen)}
      totals={sum ? reportTotals(report, sum, language) : null}
    />
  );
});
