import { MAX_TURNOVER_PERCENT } from '@casino/contract';
import { useFeedback } from '@casino/platform';
import { LoadError, NumberInput, useRequiredNumber, type NumberRule } from '@casino/platform/back-office';
import { Alert, Button, Flex, Form, Modal, Skeleton, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useId } from 'react';
import { settingDialogFooter } from '../../../components/setting-dialog-footer';
import { useRiskTranslation } from '../../../i18n/use-risk-translation';
import type { TurnoverRequirementStore } from '../store/turnover-requirement-store';

const RULE: NumberRule = { min: 1, max: MAX_TURNOVER_PERCENT };

/**
 * The line's rolling requirement above its flags: what share of the last deposit a withdrawal is
 * measured against, and for the line's master a way to change it.
 */
export const TurnoverRequirementSection = observer(function TurnoverRequirementSection({ store }: { store: TurnoverRequirementStore }) {
  const { t } = useRiskTranslation();
  const headingId = useId();
  useEffect(() => {
    void store.load();
  }, [store]);
  const { requirement } = store;
  return (
    <section aria-labelledby={headingId} className="partner-toolbar">
      <Typography.Title level={2} id={headingId} style={{ fontSize: 16 }}>
        {t('requirement.title')}
      </Typography.Title>
      {store.status === 'error' ? (
        <LoadError message={store.errorMessage} onRetry={() => void store.load()} />
      ) : requirement === null ? (
        <Skeleton active paragraph={{ rows: 1 }} title={false} />
      ) : (
        <Flex gap={8} align="center" wrap>
          <Typography.Text>{requirement.percent === null ? t('requirement.none') : t('requirement.set', { percent: requirement.percent })}</Typography.Text>
          {requirement.editable ? (
            <Button size="small" onClick={store.edit}>
              {t('requirement.change')}
            </Button>
          ) : (
            <Typography.Text type="secondary">{t('requirement.byMaster')}</Typography.Text>
          )}
        </Flex>
      )}
      {store.editing && requirement && <RequirementDialog store={store} percent={requirement.percent} />}
    </section>
  );
});

const RequirementDialog = observer(function RequirementDialog({ store, percent }: { store: TurnoverRequirementStore; percent: number | null }) {
  const { t } = useRiskTranslation();
  const { messages } = useFeedback();
  const fieldId = useId();
  const { text, setText, problem, take } = useRequiredNumber(percent, RULE, t('requirement.dialog.required'));

  const save = async (value: number | null) => {
    if (await store.save(value)) void messages.success(t(value === null ? 'requirement.dialog.removed' : 'requirement.dialog.saved'));
  };
  const submit = () => {
    const value = take();
    if (value !== null) void save(value);
  };

  return (
    <Modal
      open
      title={t('requirement.dialog.title')}
      onCancel={store.cancelEdit}
      destroyOnHidden
      footer={settingDialogFooter({
        remove: percent === null ? null : { label: t('requirement.dialog.remove'), onClick: () => void save(null) },
        cancel: { label: t('requirement.dialog.cancel'), onClick: store.cancelEdit },
        save: { label: t('requirement.dialog.save'), onClick: submit },
        saving: store.saving,
      })}
    >
      <Form layout="vertical" requiredMark={false} onFinish={submit}>
        <Form.Item label={t('requirement.dialog.field')} htmlFor={fieldId} validateStatus={problem ? 'error' : undefined} help={problem ?? t('requirement.dialog.hint', { max: MAX_TURNOVER_PERCENT })}>
          <NumberInput id={fieldId} rule={RULE} suffix="%" value={text} onChange={setText} disabled={store.saving} />
        </Form.Item>
      </Form>
      {store.saveError !== null && <Alert type="error" showIcon role="alert" title={t('requirement.dialog.failed')} description={store.saveError || undefined} />}
    </Modal>
  );
});
