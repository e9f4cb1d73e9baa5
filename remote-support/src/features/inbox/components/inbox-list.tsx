import { pagedTableProps } from '@casino/platform';
import type { InboxMessage } from '@casino/contract';
import { Button, Table, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { LoadError } from '../../../components/load-error';
import { openOnRow } from '../../../lib/open-on-row';
import { useSupportTranslation } from '../../../i18n/use-support-translation';
import type { InboxStore } from '../store/inbox-store';
import { inboxColumns } from './inbox-columns';
import { useInboxFeedback } from './use-inbox-feedback';

/** The notes, newest first and paged; unread ones stand out; several can be ticked and deleted. */
export const InboxList = observer(function InboxList({ store }: { store: InboxStore }) {
  const { t } = useSupportTranslation();
  const { open, deleteSelected } = useInboxFeedback(store);
  const { list } = store;

  if (list.status === 'error') return <LoadError message={list.errorMessage} onRetry={() => void list.load()} />;
  return (
    <>
      <div className="support-inbox-toolbar">
        <Typography.Text type="secondary">{store.selectedIds.length > 0 && t('inbox.selected', { count: store.selectedIds.length })}</Typography.Text>
        <Button danger size="small" disabled={store.selectedIds.length === 0 || store.deleting} loading={store.deleting} onClick={() => void deleteSelected()}>
          {t('inbox.deleteSelected')}
        </Button>
      </div>
      <Table<InboxMessage>
        {...pagedTableProps(list, t('inbox.empty'), store.setPage)}
        rowKey="id"
        size="small"
        columns={inboxColumns({ t })}
        onRow={openOnRow((message) => void open(message))}
        rowSelection={{
          selectedRowKeys: store.selectedIds,
          onChange: (keys) => store.select(keys.map(Number)),
          // Named in the member's language and by the note they tick (antd's own names are English row numbers).
          getTitleCheckboxProps: () => ({ 'aria-label': t('inbox.selectAll') }),
          getCheckboxProps: (message) => ({ disabled: store.deleting, 'aria-label': t('inbox.selectNote', { title: message.title }) }),
        }}
      />
    </>
  );
});
