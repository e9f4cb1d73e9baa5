import type { ClosedRoundBet, StaleRound, UnseenRollback, VoidedRoundWin } from '@casino/contract';
import { useLanguage } from '@casino/platform';
import { BackOfficeTable } from '@casino/platform/back-office';
import { useRoundsTranslation } from '../../../i18n/use-rounds-translation';
import type { Reconciliation } from '../store/rounds-store';
import { ProviderSummary } from './provider-summary';
import { ReconciliationSection } from './reconciliation-section';
import { refusedCallColumns, staleRoundActions, staleRoundColumns, unseenRollbackColumns } from './round-columns';

interface ReconciliationListsProps {
  answer: Reconciliation;
  /** The day is being read again: the lists shown are the last answer's. */
  loading: boolean;
  onClose: (round: StaleRound) => void;
}

const counted = ({ items, total }: { items: unknown[]; total: number }) => ({ total, shown: items.length });

/** The day's answer: each provider's counts, then the four lists, each under its count. */
export function ReconciliationLists({ answer, loading, onClose }: ReconciliationListsProps) {
  const { t } = useRoundsTranslation();
  const { language } = useLanguage();
  const { stale_rounds: stale, unseen_rollbacks: rollbacks, closed_round_bets: closedBets, voided_round_wins: voidedWins } = answer;
  const emptyText = (text: string) => (loading ? null : text);
  return (
    <>
      <ProviderSummary providers={answer.providers} loading={loading} />
      <ReconciliationSection title={t('stale.title')} counted={counted(stale)}>
        <BackOfficeTable<StaleRound>
          tableId="games.rounds-stale"
          label={t('stale.title')}
          rowKey={(row) => `${row.provider}:${row.round_id}`}
          pagination={false}
          dataSource={stale.items}
          loading={loading}
          locale={{ emptyText: emptyText(t('stale.empty')) }}
          columns={staleRoundColumns(t, language)}
          actions={staleRoundActions(t, onClose)}
        />
      </ReconciliationSection>
      <ReconciliationSection title={t('rollbacks.title')} counted={counted(rollbacks)} hint={t('rollbacks.hint')}>
        <BackOfficeTable<UnseenRollback>
          tableId="games.rounds-rollbacks"
          label={t('rollbacks.title')}
          rowKey={(row) => `${row.provider}:${row.bet_txn_id}`}
          pagination={false}
          dataSource={rollbacks.items}
          loading={loading}
          locale={{ emptyText: emptyText(t('rollbacks.empty')) }}
          columns={unseenRollbackColumns(t)}
        />
      </ReconciliationSection>
      <ReconciliationSection title={t('closedBets.title')} counted={counted(closedBets)} hint={t('closedBets.hint')}>
        <BackOfficeTable<ClosedRoundBet>
          tableId="games.rounds-closed-bets"
          label={t('closedBets.title')}
          rowKey={(row) => `${row.provider}:${row.txn_id}`}
          pagination={false}
          dataSource={closedBets.items}
          loading={loading}
          locale={{ emptyText: emptyText(t('closedBets.empty')) }}
          columns={refusedCallColumns(t, language)}
        />
      </ReconciliationSection>
      <ReconciliationSection title={t('voidedWins.title')} counted={counted(voidedWins)} hint={t('voidedWins.hint')}>
        <BackOfficeTable<VoidedRoundWin>
          tableId="games.rounds-voided-wins"
          label={t('voidedWins.title')}
          rowKey={(row) => `${row.provider}:${row.txn_id}`}
          pagination={false}
          dataSource={voidedWins.items}
          loading={loading}
          locale={{ emptyText: emptyText(t('voidedWins.empty')) }}
          columns={refusedCallColumns(t, language)}
        />
      </ReconciliationSection>
    </>
  );
}
