import { formNumber, ImageField, MAX_UPLOAD_MB, NumberInput, useNumberCheck, type NumberRule } from '@casino/platform/back-office';
import { Alert, Form, Input, Modal, Switch } from 'antd';
import { useState } from 'react';
import { useCatalogTranslation } from '../../../i18n/use-catalog-translation';
import { fieldRules, type EditRequest, type ItemValues } from '../store/item-values';
import { useItemSave } from './use-item-save';

/** The form holds the order number as given (a number) or as typed since (text, never corrected). */
type EditorValues = Omit<ItemValues, 'sort'> & { sort: number | string };

interface ItemEditorProps {
  request: EditRequest;
  onClose: () => void;
}

/**
 * Edits a brand or a game: name, image (uploaded or a URL), order number, active. The fields
 * take the contract's bounds; a refusal keeps the dialog open with the server's message.
 */
export default function ItemEditor({ request, onClose }: ItemEditorProps) {
  const { t } = useCatalogTranslation();
  const [form] = Form.useForm<EditorValues>();
  const { formRule } = useNumberCheck();
  const save = useItemSave();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { kind, values } = request;
  const rules = fieldRules(kind);
  const sortRule: NumberRule = { min: 0, max: rules.sortMax };
  const sortInvalid = t('editor.sortInvalid', { max: rules.sortMax });
  const active = Form.useWatch('active', form) ?? values.active;

  const submit = async (typed: EditorValues) => {
    setError(null);
    // The form's rule lets only a valid order number through.
    const next: ItemValues = { ...typed, sort: formNumber(typed.sort, sortRule)! };
    const result = await save(request, next, () => setSaving(true));
    setSaving(false);
    if (result?.outcome === 'done') onClose();
    else if (result?.outcome === 'failed') setError(result.message ?? t('failed'));
  };

  return (
    <Modal
      open
      title={t(`editor.title.${kind}`, { name: values.name })}
      okText={t('save')}
      cancelText={t('cancel')}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<EditorValues> form={form} layout="vertical" initialValues={values} onFinish={(next) => void submit(next)}>
        <Form.Item
          name="name"
          label={t('editor.name')}
          rules={[
            { required: true, whitespace: true, message: t('editor.nameRequired') },
            { max: rules.nameMax, message: t('editor.nameTooLong', { max: rules.nameMax }) },
          ]}
        >
          <Input maxLength={rules.nameMax} autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="image"
          label={t(`editor.image.${kind}`)}
          extra={t('image.hint', { mb: MAX_UPLOAD_MB })}
          rules={[
            { required: true, whitespace: true, message: t('image.required') },
            { pattern: rules.imagePattern, message: t('image.invalid') },
          ]}
        >
          <ImageField maxLength={rules.imageMax} alt={t('image.preview', { name: values.name })} />
        </Form.Item>
        <Form.Item
          name="sort"
          label={t('editor.sort')}
          extra={t('editor.sortHelp')}
          rules={[formRule(sortRule, { notNumber: sortInvalid, decimals: sortInvalid, belowMin: sortInvalid, aboveMax: sortInvalid }, sortInvalid)]}
        >
          <NumberInput rule={sortRule} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="active" label={t('editor.active')} valuePropName="checked" extra={t(active ? 'editor.activeOn' : `editor.activeOff.${kind}`)}>
          <Switch checkedChildren={t('states.active')} unCheckedChildren={t('states.withdrawn')} />
        </Form.Item>
        {error && <Alert type="error" showIcon role="alert" title={t('editor.failed')} description={error} />}
      </Form>
    </Modal>
  );
}
