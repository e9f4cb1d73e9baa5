import type { TradeDirection } from '@casino/contract';
import { formatKrwWithUnit, useFeedback, useLanguage } from '@casino/platform';
import { AmountField, isAmountRefused } from '@casino/platform/amount';
import { Alert, Button, Descriptions, Form, Input, Radio, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { usePartnerTranslation } from '../../../i18n/use-partner-translation';
import { MEMO_MAX, type TradeResult } from '../store/trade-form-store';
import type { TradePageStore } from '../store/trade-page-store';

const DIRECTIONS: TradeDirection[] = ['pay', 'recover'];

/** The picked child, pay or recover, amount, memo; asks for confirmation, then sends. */
export const TradeForm = observer(function TradeForm({ store }: { store: TradePageStore }) {
  const { t } = usePartnerTranslation();
  const { language } = useLanguage();
  const { messages, ask } = useFeedback();
  const ids = { heading: useId(), direction: useId(), memo: useId() };
  const { form, children } = store;
  const child = children.selected;
  const won = (amount: number) => formatKrwWithUnit(amount, language);
  const limit = store.amountLimit;
  // Typed, and not an amount this may move: the field says why, and nothing can be sent.
  const refused = isAmountRefused(form.amountText, limit.rule);

  const warn = (result: Extract<TradeResult, { outcome: 'invalid' }>) =>
    void messages.warning(t(`trade.invalid.${result.reason}`, { limit: won(result.limit ?? 0) }));

  const onSubmit = async () => {
    if (form.submitting) return;
    const invalid = store.check();
    if (invalid) return warn(invalid);
    const values = { member: `${child!.username} (${child!.nickname})`, amount: won(form.amountWithin(store.amountLimit)!) };
    const confirmed = await ask({
      title: t(`trade.confirm.${form.direction}.title`),
      content: t(`trade.confirm.${form.direction}.question`, values),
      okText: t(`trade.form.submit.${form.direction}`),
      cancelText: t('common.cancel'),
    });
    if (!confirmed) return;
    const result = await store.submit();
    if (result.outcome === 'done') {
      void messages.success(t(`trade.done.${result.answer.trade.direction}`, { ...values, balance: won(result.answer.balance) }));
    } else if (result.outcome === 'invalid') warn(result);
    else if (result.outcome === 'failed') void messages.error(result.message ?? t('trade.failed'));
  };

  return (
    <section aria-labelledby={ids.heading} className="partner-trade-form">
      <h2 id={ids.heading}>{t('trade.form.title')}</h2>
      <Form layout="vertical" requiredMark={false} onFinish={() => void onSubmit()}>
        {child ? (
          <Descriptions size="small" column={1} bordered className="partner-trade-target">
            <Descriptions.Item label={t('trade.form.target')}>{`${child.username} (${child.nickname})`}</Descriptions.Item>
            <Descriptions.Item label={t('trade.form.targetBalance')}>{won(child.balance)}</Descriptions.Item>
          </Descriptions>
        ) : (
          <Alert type="info" showIcon title={t('trade.form.pickChild')} className="partner-trade-target" />
        )}
        <Form.Item label={<span id={ids.direction}>{t('trade.form.direction')}</span>}>
          <Radio.Group
            aria-labelledby={ids.direction}
            optionType="button"
            buttonStyle="solid"
            value={form.direction}
            onChange={(event) => form.setDirection(event.target.value as TradeDirection)}
            disabled={form.submitting}
            options={DIRECTIONS.map((direction) => ({ value: direction, label: t(`trade.form.directionOptions.${direction}`) }))}
          />
        </Form.Item>
        <AmountField
          text={form.amountText}
          rule={limit.rule}
          onChange={form.setAmount}
          onAdd={form.addAmount}
          aboveMax={limit.reason ? t(`trade.invalid.${limit.reason}`, { limit: won(limit.rule.max ?? 0) }) : undefined}
          disabled={form.submitting}
        />
        {form.direction === 'recover' && child && (
          <Typography.Paragraph type="secondary" className="partner-trade-cap">
            {t('trade.form.recoverCap', { limit: won(child.balance) })}
          </Typography.Paragraph>
        )}
        <Form.Item label={t('trade.form.memo')} htmlFor={ids.memo}>
          <Input.TextArea
            id={ids.memo}
            rows={2}
            maxLength={MEMO_MAX}
            showCount
            placeholder={t('trade.form.memoPlaceholder')}
            value={form.memo}
            onChange={(event) => form.setMemo(event.target.value)}
            disabled={form.submitting}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={form.submitting} disabled={form.submitting || refused}>
          {t(`trade.form.submit.${form.direction}`)}
        </Button>
      </Form>
    </section>
  );
});
