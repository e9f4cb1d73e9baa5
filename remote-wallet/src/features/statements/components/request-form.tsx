import { useFeedback } from '@casino/platform';
import { AmountField } from '@casino/platform/amount';
import { Button, Form, Input } from 'antd';
import { observer } from 'mobx-react-lite';
import { useId, useState } from 'react';
import { useWalletTranslation } from '../../../i18n/use-wallet-translation';
import { REQUEST_AMOUNT_RULE, type RequestStore, type SubmitResult } from '../store/request-store';
import { RequestNotes } from './request-notes';
import { WithdrawAccount } from './withdraw-account';

/** The request tab: amount (quick buttons), the exchange password for a withdrawal, the notes. */
export const RequestForm = observer(function RequestForm({ store }: { store: RequestStore }) {
  const { t } = useWalletTranslation();
  const { messages } = useFeedback();
  const passwordId = useId();
  const withdraw = store.kind === 'withdraw';
  // After a submit refused for missing input, each field still missing says so under it, marked invalid.
  const [tried, setTried] = useState(false);
  const amountMissing = tried && store.amount === null && !store.amountRefused;
  const passwordMissing = tried && withdraw && store.password === '';

  const report = (result: SubmitResult) => {
    switch (result.outcome) {
      case 'done':
        void messages.success(t(`${store.kind}.success`));
        return;
      case 'invalid':
        setTried(true);
        void messages.warning(t(`validation.${result.reason}`));
        return;
      case 'failed':
        void messages.error(result.message ?? t('errors.generic'));
        return;
      default:
        return;
    }
  };

  return (
    <Form layout="vertical" onFinish={() => void store.submit().then(report)} requiredMark={false}>
      {withdraw && <WithdrawAccount />}
      <AmountField text={store.amountText} rule={REQUEST_AMOUNT_RULE} onChange={store.setAmount} onAdd={store.addAmount} disabled={store.submitting} error={amountMissing ? t('validation.amount') : null} />
      {withdraw && (
        <Form.Item label={t('withdraw.password')} htmlFor={passwordId} style={{ marginBottom: 12 }} {...(passwordMissing ? { validateStatus: 'error' as const, help: t('validation.password') } : {})}>
          <Input.Password
            id={passwordId}
            aria-invalid={passwordMissing || undefined}
            autoComplete="off"
            placeholder={t('withdraw.passwordPlaceholder')}
            value={store.password}
            onChange={(event) => store.setPassword(event.target.value)}
            disabled={store.submitting}
          />
        </Form.Item>
      )}
      <Form.Item style={{ marginBottom: 16 }}>
        <Button type="primary" htmlType="submit" block loading={store.submitting} disabled={store.submitting || store.amountRefused}>
          {t(`${store.kind}.submit`)}
        </Button>
      </Form.Item>
      <RequestNotes />
    </Form>
  );
});
