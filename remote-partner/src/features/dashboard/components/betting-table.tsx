import type { BettingFigures, GameType } from '@casino/contract';
import { BackOfficeTable, LoadError, type BackOfficeColumn } from '@casino/platform/back-office';
import { observer } from 'mobx-react-lite';
import { usePartnerTranslation } from '../../../i18n/use-partner-translation';
import type { DashboardStore } from '../store/dashboard-store';
import { Money } from './money';

type Row = BettingFigures & { key: GameType | 'sum' };
const FIGURES = ['bet', 'prize', 'refund', 'rolling', 'profit', 'win_lose'] as const;
/** What a phone's card shows at once. */
const KEY_FIGURES: ReadonlySet<string> = new Set(['bet', 'profit', 'win_lose']);

/** Bets of the line's members in the period per game type, and their sum. */
export const BettingTable = observer(function BettingTable({ store }: { store: DashboardStore }) {
  const { t } = usePartnerTranslation();
  const { betting } = store;
  if (betting.status === 'error') return <LoadError message={betting.errorMessage} onRetry={() => void betting.load()} />;
  const data = betting.value;
  const rows: Row[] = data ? [...data.types.map((type) => ({ ...type, key: type.game_type })), { ...data.sum, key: 'sum' as const }] : [];

  const columns: BackOfficeColumn<Row>[] = [
    {
      key: 'type',
      title: t('dashboard.betting.gameType'),
      render: (_, row) => (row.key === 'sum' ? <strong>{t('dashboard.gameType.sum')}</strong> : t(`dashboard.gameType.${row.key}`)),
    },
    ...FIGURES.map((figure) => ({
      key: figure,
      title: t(`dashboard.betting.${figure}`),
      align: 'right' as const,
      card: KEY_FIGURES.has(figure),
      render: (_: unknown, row: Row) => <Money amount={row[figure]} />,
    })),
  ];

  return (
    <BackOfficeTable<Row>
      tableId="partner.dashboard-betting"
      label={t('dashboard.betting.title')}
      rowKey="key"
      columns={columns}
      dataSource={rows}
      loading={betting.pending}
      pagination={false}
      rowClassName={(row) => (row.key === 'sum' ? 'dashboard-sum-row' : '')}
      locale={{ emptyText: betting.pending ? null : t('common.empty') }}
    />
  );
});
