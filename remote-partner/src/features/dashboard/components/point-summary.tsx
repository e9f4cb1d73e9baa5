import type { GameType } from '@casino/contract';
import { BackOfficeTable, LoadError, type BackOfficeColumn } from '@casino/platform/back-office';
import { observer } from 'mobx-react-lite';
import { usePartnerTranslation } from '../../../i18n/use-partner-translation';
import type { DashboardStore } from '../store/dashboard-store';
import { Money } from './money';

interface Row {
  key: GameType | 'sum';
  own: number;
  partners: number;
  members: number;
}
const EARNERS = ['own', 'partners', 'members'] as const;

/** Rolling points the period's bets earned: the partner's own, its sub-partners', its members'; and what was exchanged. */
export const PointSummary = observer(function PointSummary({ store }: { store: DashboardStore }) {
  const { t } = usePartnerTranslation();
  const { points } = store;
  if (points.status === 'error') return <LoadError message={points.errorMessage} onRetry={() => void points.load()} />;
  const data = points.value;
  const rows: Row[] = data
    ? [...data.types.map((type) => ({ ...type, key: type.game_type })), { key: 'sum', own: data.own, partners: data.partners, members: data.members }]
    : [];

  const columns: BackOfficeColumn<Row>[] = [
    {
      key: 'type',
      title: t('dashboard.betting.gameType'),
      render: (_, row) => (row.key === 'sum' ? <strong>{t('dashboard.gameType.sum')}</strong> : t(`dashboard.gameType.${row.key}`)),
    },
    ...EARNERS.map((earner) => ({
      key: earner,
      title: t(`dashboard.points.${earner}`),
      align: 'right' as const,
      render: (_: unknown, row: Row) => <Money amount={row[earner]} />,
    })),
  ];

  return (
    <>
      <BackOfficeTable<Row>
        tableId="partner.dashboard-points"
        label={t('dashboard.points.title')}
        rowKey="key"
        columns={columns}
        dataSource={rows}
        loading={points.pending}
        pagination={false}
        rowClassName={(row) => (row.key === 'sum' ? 'dashboard-sum-row' : '')}
        locale={{ emptyText: points.pending ? null : t('common.empty') }}
      />
      {data ? (
        <p className="dashboard-exchanged">
          {t('dashboard.points.exchanged')}: <Money amount={data.exchanged} />
        </p>
      ) : null}
    </>
  );
});
