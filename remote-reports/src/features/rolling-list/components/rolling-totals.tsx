import { useLanguage } from '@casino/platform';
import type { BackOfficeColumn, Resource } from '@casino/platform/back-office';
import { Money } from '../../../components/money';
import { SplitTotals, type SplitRow } from '../../../components/split-totals';
import { useReportsTranslation } from '../../../i18n/use-reports-translation';
import { formatCount } from '../../../lib/format';
import type { getRollingSummary } from '../../../api/get-rolling-summary';

type Summary = Awaited<ReturnType<typeof getRollingSummary>>;
type Row = SplitRow<Summary['sum']>;
const AMOUNTS = ['bet', 'amount', 'line'] as const;

/** The filter's rolling per game type: on how many rounds and how much bet, what the earner kept and what its line got (the amounts on a phone's card). */
export function RollingTotals({ summary }: { summary: Resource<Summary> }) {
  const { t } = useReportsTranslation();
  const { language } = useLanguage();
  const columns: BackOfficeColumn<Row>[] = [
    { key: 'rounds', title: t('common.figures.rounds'), align: 'right', render: (_, row) => formatCount(row.rounds, language) },
    ...AMOUNTS.map((figure) => ({
      key: figure,
      title: t(`windows.rolling.totals.${figure}`),
      align: 'right' as const,
      card: true,
      render: (_: unknown, row: Row) => <Money amount={row[figure]} />,
    })),
  ];
  return <SplitTotals tableId="reports.rolling-list-totals" summary={summary} columns={columns} />;
}
