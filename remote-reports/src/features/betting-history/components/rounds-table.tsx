import type { BetRound, RoundFigures } from '@casino/contract';
import { observer } from 'mobx-react-lite';
import { Money } from '../../../components/money';
import { ReportTable } from '../../../components/report-table';
import { SumRow } from '../../../components/sum-row';
import { useReportsTranslation } from '../../../i18n/use-reports-translation';
import type { RowSource } from '../../../lib/report-list';
import { ROUND_AMOUNTS, roundColumns } from './round-columns';

interface RoundsTableProps {
  label: string;
  rounds: RowSource<BetRound>;
  /** The totals of the whole filter, for the row under the table; null while not known. */
  sum: RoundFigures | null;
  onOpen: (round: BetRound) => void;
}

/** Rounds, newest first, paged (the next page by cursor, a jump by number), with the filter's totals under them. */
export const RoundsTable = observer(function RoundsTable({ label, rounds, sum, onOpen }: RoundsTableProps) {
  const { t } = useReportsTranslation();
  const columns = roundColumns(t, onOpen);
  return (
    <ReportTable<BetRound>
      label={label}
      rows={rounds}
      rowKey="id"
      empty={t('betting.empty')}
      columns={columns}
      summary={
        sum
          ? () => <SumRow label={t('common.totals.row')} span={columns.length - ROUND_AMOUNTS.length} cells={ROUND_AMOUNTS.map((figure) => <Money amount={sum[figure]} />)} />
          : undefined
      }
    />
  );
});
