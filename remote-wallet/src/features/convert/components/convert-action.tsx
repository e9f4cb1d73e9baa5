import { formatKrwWithUnit, useFeedback, useLanguage } from '@casino/platform';
import { AmountField } from '@casino/platform/amount';
import { Button, Card, Form, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useWalletTranslation } from '../../../i18n/use-wallet-translation';
import type { ConvertResult, ConvertStore } from '../store/convert-store';

/** One conversion: what is there to convert, how much, and the button. */
export const ConvertAction = observer(function ConvertAction({ store, available }: { store: ConvertStore; available: number }) {
  const { t } = useWalletTranslation();
  const { language } = useLanguage();
  const { messages } = useFeedback();
  const prefix = `convert.${store.direction}` as const;
  // After a convert refused for no amount, the field says so under it while it is still empty.
  const [tried, setTried] = useState(false);
  const amountMissing = tried && store.amount === null && !store.amountRefused;

  const report = (result: ConvertResult) => {
    switch (result.outcome) {
      case 'converted':
        void messages.success(t('convert.success'));
        return;
      case 'invalid':
        setTried(true);
        void messages.warning(t('validation.amount'));
        return;
      case 'insufficient':
        void messages.error(t(`${prefix}.insufficient`));
        return;
      case 'failed':
        void messages.error(t('convert.failed'));
        return;
      default:
        return;
    }
  };

  return (
    <Card size="small" title={<h3 className="wallet-convert__title">{t(`${prefix}.title`)}</h3>} data-testid={`convert-${store.direction}`}>
      <Typography.Paragraph style={{ marginBottom: 8 }}>
        <Typography.Text type="secondary">{t(`${prefix}.from`)}</Typography.Text>{' '}
        <Typography.Text strong data-testid={`available-${store.direction}`}>
          {formatKrwWithUnit(available, language)}
        </Typography.Text>
      </Typography.Paragraph>
      <Form layout="vertical" onFinish={() => void store.submit().then(report)}>
        <AmountField text={store.amountText} rule={store.rule} onChange={store.setAmount} disabled={store.submitting} error={amountMissing ? t('validation.amount') : null} />
        <Button type="primary" htmlType="submit" block loading={store.submitting} disabled={store.submitting || store.amountRefused}>
          {t(`${prefix}.submit`)}
        </Button>
      </Form>
    </Card>
  );
});
