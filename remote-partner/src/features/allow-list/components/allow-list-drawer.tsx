import type { SignInAllowListEntry } from '@casino/contract';
import { useFeedback, useHttp } from '@casino/platform';
import { BackOfficeTable, LoadError, LoadingBlock, type ActionsColumn, type BackOfficeColumn } from '@casino/platform/back-office';
import { Alert, Button, Drawer, Flex, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { DateCell } from '../../../components/date-cell';
import { useAllowListTranslation, type AllowListT } from '../../../i18n/use-allow-list-translation';
import { errorMessage } from '../../../lib/error-message';
import { PartnerAllowListStore } from '../store/allow-list-store';
import { AddAddressDialog } from './add-address-dialog';

interface AllowListDrawerProps {
  account: { id: number; username: string };
  open: boolean;
  onClose: () => void;
}

const columns = (t: AllowListT): BackOfficeColumn<SignInAllowListEntry>[] => [
  { key: 'address', title: t('columns.address'), dataIndex: 'address' },
  { key: 'note', title: t('columns.note'), dataIndex: 'note', card: true },
  { key: 'added', title: t('columns.added'), card: true, render: (_, row) => <DateCell iso={row.created_at} /> },
  { key: 'by', title: t('columns.by'), card: true, render: (_, row) => row.created_by.username },
];

/**
 * A line partner's sign-in allow-list as its master keeps it, in a side drawer: the entries, an add
 * dialog and a remove asked first. A master is never held by its own address here (the list is
 * not its own). Loaded with its own chunk and messages when a master opens it.
 */
const AllowListDrawer = observer(function AllowListDrawer({ account, open, onClose }: AllowListDrawerProps) {
  const { t } = useAllowListTranslation();
  const http = useHttp();
  const { ask, messages } = useFeedback();
  const [store] = useState(() => new PartnerAllowListStore(http, account.id));
  const { list } = store;

  useEffect(() => {
    if (open) void store.load();
  }, [open, store]);

  const remove = async (entry: SignInAllowListEntry) => {
    const ok = await ask({
      title: t('removeTitle', { address: entry.address, username: account.username }),
      content: list?.items.length === 1 ? t('removeLast') : t('removeContent'),
      okText: t('confirm'),
      cancelText: t('cancel'),
    });
    if (!ok) return;
    try {
      await store.remove(entry.id);
      void messages.success(t('removed', { address: entry.address }));
    } catch (error) {
      void messages.error(errorMessage(error, t('failed')));
    }
  };

  const actions: ActionsColumn<SignInAllowListEntry> = {
    title: t('columns.remove'),
    render: (row) => (
      <Button size="small" danger aria-label={t('removeOf', { address: row.address })} onClick={() => void remove(row)}>
        {t('remove')}
      </Button>
    ),
  };

  return (
    <Drawer open={open} onClose={onClose} title={t('title', { username: account.username })} size="large" destroyOnHidden>
      {store.status === 'error' ? (
        <LoadError message={store.errorMessage} onRetry={() => void store.load()} />
      ) : !list ? (
        <LoadingBlock />
      ) : (
        <>
          <Typography.Paragraph>{t('intro')}</Typography.Paragraph>
          <Alert type={list.items.length === 0 ? 'info' : 'warning'} showIcon title={list.items.length === 0 ? t('anywhere') : t('restricted')} style={{ marginBottom: 12 }} />
          <Flex justify="flex-end" style={{ marginBottom: 12 }}>
            <Button type="primary" onClick={store.openAdd}>
              {t('add')}
            </Button>
          </Flex>
          <BackOfficeTable
            tableId="partner.allow-list"
            label={t('tableLabel', { username: account.username })}
            rowKey="id"
            dataSource={list.items}
            columns={columns(t)}
            actions={actions}
            pagination={false}
            columnChooser={false}
            locale={{ emptyText: t('empty') }}
          />
          <AddAddressDialog store={store} username={account.username} />
        </>
      )}
    </Drawer>
  );
});

export default AllowListDrawer;
