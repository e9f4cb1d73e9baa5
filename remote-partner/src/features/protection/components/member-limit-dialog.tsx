import { isMinutesKind, MAX_MONEY_LIMIT, type LineMemberLimit } from '@casino/contract';
import { useFeedback, useLanguage } from '@casino/platform';
import { NumberInput, useRequiredNumber, type NumberRule } from '@casino/platform/back-office';
import { Alert, Form, Modal, Select } from 'antd';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { settingDialogFooter } from '../../../components/setting-dialog-footer';
import { useProtectionTranslation } from '../../../i18n/use-protection-translation';
import type { ProtectionStore } from '../store/protection-store';
import { limitText } from './limit-values';
import { minuteChoices } from './minute-choices';

/**
 * Sets the partner's own limit of one kind for the member: an amount of won, or a time chosen from
 * a list, never above the bound the API gave (the member's own and the line's above). Removing it
 * is offered when there is one.
 */
export const MemberLimitDialog = observer(function MemberLimitDialog({ store, username }: { store: ProtectionStore; username: string }) {
  const item = store.edited;
  return item ? <LimitForm key={item.kind} store={store} username={username} item={item} /> : null;
});

const LimitForm = observer(function LimitForm({ store, username, item }: { store: ProtectionStore; username: string; item: LineMemberLimit }) {
  const { t } = useProtectionTranslation();
  const { language } = useLanguage();
  const { messages } = useFeedback();
  const fieldId = useId();
  const rule: NumberRule = { min: 0, max: item.cap ?? MAX_MONEY_LIMIT, group: true };
  const kindName = t(`kinds.${item.kind}`);
  const minutes = isMinutesKind(item.kind);
  const shown = (limit: number) => limitText(t, language, item.kind, limit);
  const { setText, text, reading, problem, take } = useRequiredNumber(item.mine, rule, t('dialog.required'), item.cap === null ? {} : { aboveMax: t('dialog.aboveCap', { cap: shown(item.cap) }) });

  const save = async (amount: number | null) => {
    if (await store.save(amount)) void messages.success(t(amount === null ? 'dialog.removed' : 'dialog.saved', { username, kind: kindName }));
  };
  const submit = () => {
    const amount = take();
    if (amount !== null) void save(amount);
  };

  return (
    <Modal
      open
      title={t('dialog.title', { username, kind: kindName })}
      onCancel={store.cancelEdit}
      destroyOnHidden
      footer={settingDialogFooter({
        remove: item.mine === null ? null : { label: t('dialog.remove'), onClick: () => void save(null) },
        cancel: { label: t('dialog.cancel'), onClick: store.cancelEdit },
        save: { label: t('dialog.save'), onClick: submit },
        saving: store.saving,
      })}
    >
      <Form layout="vertical" requiredMark={false} onFinish={submit}>
        <Form.Item
          label={minutes ? t('dialog.fieldMinutes') : t('dialog.field')}
          htmlFor={fieldId}
          validateStatus={problem ? 'error' : undefined}
          help={problem ?? (item.cap === null ? t(minutes ? 'dialog.noCapMinutes' : 'dialog.noCap') : t('dialog.cap', { cap: shown(item.cap) }))}
        >
          {minutes ? (
            <Select<number>
              id={fieldId}
              placeholder={t('dialog.choose')}
              disabled={store.saving}
              value={reading.value ?? undefined}
              onChange={(value) => setText(String(value))}
              options={minuteChoices(item.kind, item.cap).map((value) => ({ value, label: shown(value) }))}
            />
          ) : (
            <NumberInput id={fieldId} rule={rule} prefix={t('dialog.unitBefore') || undefined} suffix={t('dialog.unitAfter') || undefined} value={text} onChange={setText} disabled={store.saving} />
          )}
        </Form.Item>
      </Form>
      {store.saveError !== null && <Alert type="error" showIcon role="alert" title={t('dialog.failed')} description={store.saveError || undefined} />}
    </Modal>
  );
});
