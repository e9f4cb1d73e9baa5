import { ALLOWED_ADDRESS_PATTERN, formatSeoulDateTime, maxLengthOf, signInAllowListAdd, type SignInAllowListEntry } from '@casino/contract';
import { useFeedback, useHttp } from '@casino/platform';
import { Alert, Button, Card, Flex, Form, Input, Spin, Table, Typography, type TableColumnsType } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useSecurityTranslation, type SecurityT } from '../../i18n/use-security-translation';
import { AllowListStore } from './allow-list-store';

const ADDRESS_MAX = maxLengthOf(signInAllowListAdd.body, 'address');
const NOTE_MAX = maxLengthOf(signInAllowListAdd.body, 'note');

interface NewEntry {
  address: string;
  note?: string;
}

const AddForm = observer(function AddForm({ store, t }: { store: AllowListStore; t: SecurityT }) {
  const [form] = Form.useForm<NewEntry>();
  const { messages } = useFeedback();
  const onFinish = async ({ address, note }: NewEntry) => {
    if (!(await store.add(address, note ?? ''))) return;
    form.resetFields();
    void messages.success(t('allowList.addedNotice', { address: address.trim() }));
  };
  return (
    <Form form={form} layout="vertical" requiredMark={false} onFinish={(values) => void onFinish(values)} style={{ marginTop: 16 }}>
      <Flex gap={8} wrap align="flex-start">
        <Form.Item
          name="address"
          label={t('allowList.address')}
          rules={[
            { required: true, whitespace: true, message: t('allowList.addressRequired') },
            { pattern: ALLOWED_ADDRESS_PATTERN, message: t('allowList.addressFormat') },
          ]}
          style={{ flex: '1 1 200px' }}
        >
          <Input maxLength={ADDRESS_MAX} autoComplete="off" spellCheck={false} />
        </Form.Item>
        <Form.Item name="note" label={t('allowList.note')} style={{ flex: '1 1 200px' }}>
          <Input maxLength={NOTE_MAX} placeholder={t('allowList.notePlaceholder')} />
        </Form.Item>
      </Flex>
      <Button type="primary" htmlType="submit" loading={store.busy}>
        {t('allowList.add')}
      </Button>
    </Form>
  );
});

/**
 * The partner's own sign-in allow-list on its security page: the entries, the address it is on
 * now (an entry must cover it, or the server refuses the change), an add form, and a remove that
 * asks first.
 */
export const AllowListSection = observer(function AllowListSection() {
  const { t } = useSecurityTranslation();
  const http = useHttp();
  const { ask, messages } = useFeedback();
  const [store] = useState(() => new AllowListStore(http));
  useEffect(() => void store.load(), [store]);
  const { list } = store;

  const confirmRemove = async (entry: SignInAllowListEntry) => {
    const last = list?.items.length === 1;
    const ok = await ask({
      title: t('allowList.removeTitle', { address: entry.address }),
      content: last ? t('allowList.removeLast') : t('allowList.removeContent'),
      okText: t('allowList.remove'),
      cancelText: t('allowList.cancel'),
    });
    if (ok && (await store.remove(entry.id))) void messages.success(t('allowList.removedNotice', { address: entry.address }));
  };

  const columns: TableColumnsType<SignInAllowListEntry> = [
    { key: 'address', title: t('allowList.address'), dataIndex: 'address' },
    { key: 'note', title: t('allowList.note'), dataIndex: 'note' },
    {
      key: 'added',
      title: t('allowList.added'),
      render: (_, row) => t('allowList.addedBy', { date: formatSeoulDateTime(row.created_at), username: row.created_by.username }),
    },
    {
      key: 'remove',
      title: t('allowList.remove'),
      render: (_, row) => (
        <Button size="small" danger aria-label={t('allowList.removeOf', { address: row.address })} disabled={store.busy} onClick={() => void confirmRemove(row)}>
          {t('allowList.remove')}
        </Button>
      ),
    },
  ];

  return (
    <Card title={t('allowList.title')}>
      {store.loadError !== null ? (
        <Alert type="error" showIcon title={t('allowList.loadFailed')} description={store.loadError || undefined} action={<Button onClick={() => void store.load()}>{t('security.retry')}</Button>} />
      ) : !list ? (
        <Spin aria-label={t('loading')} />
      ) : (
        <>
          <Typography.Paragraph>{t('allowList.intro')}</Typography.Paragraph>
          <Typography.Paragraph type="secondary">{t('allowList.current', { address: list.current_address })}</Typography.Paragraph>
          {/* A refused add or remove, above the list both act on. */}
          {store.changeError !== null && <Alert role="alert" type="error" showIcon title={store.changeError || t('failed')} style={{ marginBottom: 16 }} />}
          {list.items.length === 0 ? (
            <Alert type="info" showIcon title={t('allowList.anywhere')} />
          ) : (
            <Table<SignInAllowListEntry> aria-label={t('allowList.tableLabel')} rowKey="id" size="small" pagination={false} dataSource={list.items} columns={columns} />
          )}
          <AddForm store={store} t={t} />
        </>
      )}
    </Card>
  );
});
