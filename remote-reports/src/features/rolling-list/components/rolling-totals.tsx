import { useLanguage } from '@casino/platform';
import type { Resource } from '@casino/platform/back-office';
import type { ColumnsType } from 'antd/es/table';
import { Money } from '../../../components/money';
import { SplitTotals, type SplitRow } from '../../../components/split-totals';
import { useReportsTranslation } from '../../../i18n/use-reports-translation';
import { formatCount } from '../../../lib/format';
import type { getRollingSummary } from '../api/get-rolling-summary';

type Summary = Awaited<ReturnType<typeof getRollingSummary>>;
type Row = SplitRow<Summary['sum']>;
const AMOUNTS = ['bet', 'amount', 'line'] as const;

/** The filter's rolling per game type: on how many rounds and how much bet, what the earner kept and what its line got. */
export function RollingTotals({ summary }: { summary: Resource<Summary> }) {
  const { t } = useReportsTranslation();
  const { language } = useLanguage();
  const columns: ColumnsType<Row> = [
    { key: 'rounds', title: t('common.figures.rounds'), align: 'right', render: (_, row) => formatCount(row.rounds, language) },
    ...AMOUNTS.map((figure) => ({
      key: figure,
      title: t(`windows.rolling.totals.${figure}`),
      align: 'right' as const,
      render: (_: unknown, row: Row) => <Money amount={row[figure]} />,
    })),
  ];
  return <SplitTotals summary={summary} columns={columns} />;
}
