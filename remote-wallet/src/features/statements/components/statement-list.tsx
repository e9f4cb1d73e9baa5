import type { Statement } from '@casino/contract';
import { useFeedback, useLanguage } from '@casino/platform';
import { Alert, Button, Table } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useWalletTranslation } from '../../../i18n/use-wallet-translation';
import { STATEMENTS_PAGE_SIZE, type StatementsStore } from '../store/statements-store';
import { statementColumns } from './statement-columns';

/** The details tab: this kind's requests with amount, time and status; a new request can be deleted. */
export const StatementList = observer(function StatementList({ store }: { store: StatementsStore }) {
  const { t } = useWalletTranslation();
  const { language } = useLanguage();
  const { messages, ask } = useFeedback();

  useEffect(() => {
    void store.load();
  }, [store]);

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

  if (store.status === 'error') {
    return (
      <Alert
        type="error"
        showIcon
        title={t('details.loadFailed')}
        description={store.errorMessage}
        action={<Button onClick={() => void store.load()}>{t('details.retry')}</Button>}
      />
    );
  }
  return (
    <Table<Statement>
      rowKey="id"
      size="small"
      scroll={{ x: 'max-content' }}
      columns={statementColumns({ t, language, deletingId: store.deletingId, onDelete: (row) => void onDelete(row) })}
      dataSource={store.items}
      loading={store.status === 'loading' || store.status === 'idle'}
      locale={{ emptyText: t('details.empty') }}
      pagination={{
        current: store.page,
        pageSize: STATEMENTS_PAGE_SIZE,
        total: store.total,
        showSizeChanger: false,
        size: 'small',
        hideOnSinglePage: true,
        onChange: (page) => void store.setPage(page),
      }}
    />
  );
});
