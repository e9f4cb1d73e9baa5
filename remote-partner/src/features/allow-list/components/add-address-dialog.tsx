import { ALLOWED_ADDRESS_PATTERN, maxLengthOf, signInAllowListAdd } from '@casino/contract';
import { useFeedback } from '@casino/platform';
import { Alert, Form, Input, Modal } from 'antd';
import { observer } from 'mobx-react-lite';
import { useAllowListTranslation } from '../../../i18n/use-allow-list-translation';
import type { PartnerAllowListStore } from '../store/allow-list-store';

const ADDRESS_MAX = maxLengthOf(signInAllowListAdd.body, 'address');
const NOTE_MAX = maxLengthOf(signInAllowListAdd.body, 'note');

/** The master's add of an address or range to a line partner's list: checked here for its shape, by the API for the rest. */
export const AddAddressDialog = observer(function AddAddressDialog({ store, username }: { store: PartnerAllowListStore; username: string }) {
  const { t } = useAllowListTranslation();
  const { messages } = useFeedback();
  const [form] = Form.useForm<{ address: string; note?: string }>();

  const submit = async ({ address, note }: { address: string; note?: string }) => {
    if (await store.add({ address, note: note ?? '' })) void messages.success(t('added', { address: address.trim() }));
  };

  return (
    <Modal
      open={store.adding}
      title={t('dialog.title', { username })}
      okText={t('dialog.save')}
      cancelText={t('dialog.cancel')}
      confirmLoading={store.saving}
      onOk={() => form.submit()}
      onCancel={store.closeAdd}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" requiredMark={false} onFinish={(values) => void submit(values)}>
        {store.saveError !== null && <Alert type="error" showIcon title={store.saveError || t('failed')} style={{ marginBottom: 16 }} />}
        <Form.Item
          name="address"
          label={t('dialog.address')}
          extra={t('dialog.addressHelp')}
          rules={[
            { required: true, whitespace: true, message: t('dialog.addressRequired') },
            { pattern: ALLOWED_ADDRESS_PATTERN, message: t('dialog.addressFormat') },
          ]}
        >
          <Input maxLength={ADDRESS_MAX} autoComplete="off" spellCheck={false} />
        </Form.Item>
        <Form.Item name="note" label={t('dialog.note')}>
          <Input maxLength={NOTE_MAX} />
        </Form.Item>
      </Form>
    </Modal>
  );
});
