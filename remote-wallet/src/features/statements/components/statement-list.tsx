import type { Statement } from '@casino/contract';
import { pagedTableProps, useFeedback, useKeyboardScrollableTables, useLanguage, useLiveTopics } from '@casino/platform';
import { Alert, Button, Table } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useWalletTranslation } from '../../../i18n/use-wallet-translation';
import type { StatementsStore } from '../store/statements-store';
import { statementColumns } from './statement-columns';

/** The details tab: this kind's requests with amount, time and status; a new request can be deleted. */
export const StatementList = observer(function StatementList({ store }: { store: StatementsStore }) {
  const { t } = useWalletTranslation();
  const { language } = useLanguage();
  const { messages, ask } = useFeedback();
  // On a phone the table scrolls sideways; a list of requests no longer deletable has nothing else to focus.
  useKeyboardScrollableTables();

  useEffect(() => {
    void store.list.load();
  }, [store]);
  // A request decided (or made in another tab) shows its new status here at once, in place.
  useLiveTopics(['statements'], () => void store.list.refresh());

  const onDelete = async (statement: Statement) => {
    const confirmed = await ask({
      title: t(`${store.kind}.confirmDelete`),
      content: t('details.confirmText'),
      okText: t('details.confirmOk'),
      cancelText: t('details.confirmCancel'),
    });
    if (!confirmed) return;
    const result = await store.remove(statement.id);
    if (result.outcome === 'deleted') void messages.success(t('details.deleted'));
    else if (result.outcome === 'failed') void messages.error(result.message ?? t('errors.generic'));
  };

  if (store.list.status === 'error') {
    return (
      <Alert
        type="error"
        showIcon
        title={t('details.loadFailed')}
        description={store.list.errorMessage}
        action={<Button onClick={() => void store.list.load()}>{t('details.retry')}</Button>}
      />
    );
  }
  return (
    <Table<Statement>
      {...pagedTableProps(store.list, t('details.empty'))}
      rowKey="id"
      size="small"
      scroll={{ x: 'max-content' }}
      columns={statementColumns({ t, language, deletingId: store.deletingId, onDelete: (row) => void onDelete(row) })}
    />
  );
});
