import type { BettingFigures, GameType } from '@casino/contract';
import { LoadError } from '@casino/platform/back-office';
import { Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { observer } from 'mobx-react-lite';
import { usePartnerTranslation } from '../../../i18n/use-partner-translation';
import type { DashboardStore } from '../store/dashboard-store';
import { Money } from './money';

type Row = BettingFigures & { key: GameType | 'sum' };
const FIGURES = ['bet', 'prize', 'refund', 'rolling', 'profit', 'win_lose'] as const;

/** Bets of the line's members in the period per game type, and their sum. */
export const BettingTable = observer(function BettingTable({ store }: { store: DashboardStore }) {
  const { t } = usePartnerTranslation();
  const { betting } = store;
  if (betting.status === 'error') return <LoadError message={betting.errorMessage} onRetry={() => void betting.load()} />;
  const data = betting.value;
  const rows: Row[] = data ? [...data.types.map((type) => ({ ...type, key: type.game_type })), { ...data.sum, key: 'sum' as const }] : [];

  const columns: ColumnsType<Row> = [
    {
      key: 'type',
      title: t('dashboard.betting.gameType'),
      fixed: 'left',
      render: (_, row) => (row.key === 'sum' ? <strong>{t('dashboard.gameType.sum')}</strong> : t(`dashboard.gameType.${row.key}`)),
    },
    ...FIGURES.map((figure) => ({
      key: figure,
      title: t(`dashboard.betting.${figure}`),
      align: 'right' as const,
      render: (_: unknown, row: Row) => <Money amount={row[figure]} />,
    })),
  ];

  return (
    <Table<Row>
      aria-label={t('dashboard.betting.title')}
      size="small"
      rowKey="key"
      columns={columns}
      dataSource={rows}
      loading={betting.pending}
      pagination={false}
      rowClassName={(row) => (row.key === 'sum' ? 'dashboard-sum-row' : '')}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: betting.pending ? null : t('common.empty') }}
    />
  );
});
