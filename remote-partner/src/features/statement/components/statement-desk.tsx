import type { AgencyStatement } from '@casino/contract';
import { formatKrwWithUnit, pagedTableProps, useFeedback, useLanguage } from '@casino/platform';
import { BackOfficeTable } from '@casino/platform/back-office';
import { Alert, Button, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { usePartnerTranslation } from '../../../i18n/use-partner-translation';
import type { StatementAction, StatementDeskStore } from '../store/statement-desk-store';
import { FreshNotice } from './fresh-notice';
import { statementActions, statementColumns } from './statement-columns';
import { StatementFilters } from './statement-filters';

/** One tab: filters, open counts, the new-requests notice and the table with its decisions. */
export const StatementDesk = observer(function StatementDesk({ store }: { store: StatementDeskStore }) {
  const { t } = usePartnerTranslation();
  const { language } = useLanguage();
  const { messages, ask } = useFeedback();
  // Read here, not in the cell renderers: antd renders cells outside this observer's tracking.
  const busy = new Map(store.busy);
  const fresh = new Set(store.freshIds);

  const decide = async (row: AgencyStatement, action: StatementAction) => {
    const values = { member: `${row.username} (${row.nickname})`, amount: formatKrwWithUnit(row.amount, language) };
    const confirmed = await ask({
      title: t(`statement.confirm.${action}.title`),
      content: t(`statement.confirm.${action}.${row.type}`, values),
      okText: t(`statement.actions.${action}`),
      cancelText: t('common.cancel'),
    });
    if (!confirmed) return;
    const result = await store.decide(row, action);
    if (result.outcome === 'done') void messages.success(t(`statement.done.${action}`, values));
    else if (result.outcome === 'failed') void messages.error(result.message ?? t('statement.failed'));
  };

  return (
    <div className="partner-statement-desk">
      <StatementFilters store={store} />
      {store.open && (
        <Typography.Paragraph className="partner-statement-open">
          {t('statement.open', { deposit: store.open.deposit, withdraw: store.open.withdraw })}
        </Typography.Paragraph>
      )}
      <FreshNotice store={store} />
      {store.list.status === 'error' ? (
        <Alert
          type="error"
          showIcon
          title={t('statement.loadFailed')}
          description={store.list.errorMessage}
          action={<Button onClick={() => void store.list.load()}>{t('common.retry')}</Button>}
        />
      ) : (
        <BackOfficeTable<AgencyStatement>
          {...pagedTableProps(store.list, t('statement.empty'))}
          tableId="partner.statement"
          label={t('statement.title')}
          rowKey="id"
          rowClassName={(row) => (fresh.has(row.id) ? 'partner-statement-row--fresh' : '')}
          columns={statementColumns({ t, language, isFresh: (id) => fresh.has(id) })}
          actions={statementActions({ t, busyAction: (id) => busy.get(id), onDecide: (row, action) => void decide(row, action) })}
        />
      )}
    </div>
  );
});
