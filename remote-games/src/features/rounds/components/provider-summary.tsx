import type { ProviderReconciliation } from '@casino/contract';
import { formatKrw } from '@casino/platform';
import { BackOfficeTable, type BackOfficeColumn } from '@casino/platform/back-office';
import { useRoundsTranslation, type RoundsT } from '../../../i18n/use-rounds-translation';
import { ReconciliationSection } from './reconciliation-section';

const summaryColumns = (t: RoundsT): BackOfficeColumn<ProviderReconciliation>[] => [
  { key: 'provider', title: t('columns.provider'), dataIndex: 'provider' },
  { key: 'staleRounds', title: t('columns.staleRounds'), align: 'right', render: (_, row) => formatKrw(row.stale_rounds) },
  { key: 'unseenRollbacks', title: t('columns.unseenRollbacks'), align: 'right', render: (_, row) => formatKrw(row.unseen_rollbacks) },
  { key: 'closedRoundBets', title: t('columns.closedRoundBets'), align: 'right', render: (_, row) => formatKrw(row.closed_round_bets) },
  { key: 'voidedRoundWins', title: t('columns.voidedRoundWins'), align: 'right', render: (_, row) => formatKrw(row.voided_round_wins) },
];

/** Each provider's counts for the day, so the operator sees at once whose calls to look into. */
export function ProviderSummary({ providers, loading }: { providers: ProviderReconciliation[]; loading: boolean }) {
  const { t } = useRoundsTranslation();
  return (
    <ReconciliationSection title={t('summary.title')}>
      <BackOfficeTable<ProviderReconciliation>
        tableId="games.rounds-providers"
        label={t('summary.title')}
        rowKey="provider"
        pagination={false}
        dataSource={providers}
        loading={loading}
        locale={{ emptyText: loading ? null : t('summary.empty') }}
        columns={summaryColumns(t)}
        columnChooser={false}
      />
    </ReconciliationSection>
  );
}
