import { formatKrw } from '@casino/platform';
import { Button, Flex, Form, Input } from 'antd';
import { useId } from 'react';
import { usePartnerTranslation } from '../../../i18n/use-partner-translation';
import { addAmount, QUICK_AMOUNTS, readAmount } from '../../../lib/amount';

interface AmountFieldProps {
  value: number | null;
  onChange: (amount: number | null) => void;
  max: number;
  error?: string | null;
  help?: string;
}

/** An amount in whole won, written with separators as typed, and the spec's quick buttons (spec 5). */
export function AmountField({ value, onChange, max, error, help }: AmountFieldProps) {
  const { t } = usePartnerTranslation();
  const id = useId();
  return (
    <Form.Item label={t('windows.trade.amount')} htmlFor={id} validateStatus={error ? 'error' : undefined} help={error ?? help}>
      <Input
        id={id}
        inputMode="numeric"
        autoComplete="off"
        placeholder={t('windows.trade.amountPlaceholder')}
        value={value === null ? '' : formatKrw(value)}
        onChange={(event) => onChange(readAmount(event.target.value, max))}
      />
      <Flex wrap gap={6} style={{ marginTop: 8 }} role="group" aria-label={t('windows.trade.quickLabel')}>
        {QUICK_AMOUNTS.map((amount) => (
          <Button key={amount} size="small" title={t('windows.trade.add', { amount: formatKrw(amount) })} onClick={() => onChange(addAmount(value, amount, max))}>
            +{t(`windows.trade.quick.${amount}`)}
          </Button>
        ))}
        <Button size="small" danger onClick={() => onChange(null)}>
          {t('common.reset')}
        </Button>
      </Flex>
    </Form.Item>
  );
}
