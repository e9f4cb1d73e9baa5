import type { BetRound, RoundFigures } from '@casino/contract';
import { useLanguage } from '@casino/platform';
import { observer } from 'mobx-react-lite';
import { ReportTable } from '../../../components/report-table';
import { TotalsRow } from '../../../components/sum-row';
import { useReportsTranslation } from '../../../i18n/use-reports-translation';
import type { RowSource } from '../../../lib/report-list';
import { roundColumns } from './round-columns';

interface RoundsTableProps {
  /** Which list: the betting history, or one provider's rounds (the same columns). */
  report: 'reportBetting' | 'reportBettingProviderHistory';
  label: string;
  rounds: RowSource<BetRound>;
  /** The totals of the whole filter, for the row under the table; null while not known. */
  sum: RoundFigures | null;
  onOpen: (round: BetRound) => void;
}

/** Rounds, newest first, paged (the next page by cursor, a jump by number), with the filter's totals under them. */
export const RoundsTable = observer(function RoundsTable({ report, label, rounds, sum, onOpen }: RoundsTableProps) {
  const { t } = useReportsTranslation();
  const { language } = useLanguage();
  return (
    <ReportTable<BetRound>
      label={label}
      rows={rounds}
      rowKey="id"
      empty={t('betting.empty')}
      columns={roundColumns(t, language, onOpen)}
      summary={sum ? () => <TotalsRow report={report} sums={sum} /> : undefined}
    />
  );
});
