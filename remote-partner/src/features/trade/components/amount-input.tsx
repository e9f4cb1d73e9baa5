import { formatKrw } from '@casino/platform';
import { Button, Flex, Form, Input } from 'antd';
import { useId } from 'react';
import { usePartnerTranslation } from '../../../i18n/use-partner-translation';
import { addAmount, QUICK_AMOUNTS, readAmount } from '../../../lib/amount';

interface AmountInputProps {
  value: number | null;
  onChange: (amount: number | null) => void;
  max: number;
  disabled: boolean;
}

/** Whole won, written with separators as it is typed, with the spec's quick amounts and a reset. */
export function AmountInput({ value, onChange, max, disabled }: AmountInputProps) {
  const { t } = usePartnerTranslation();
  const id = useId();
  return (
    <Form.Item label={t('trade.form.amount')} htmlFor={id}>
      <Input
        id={id}
        inputMode="numeric"
        autoComplete="off"
        placeholder={t('trade.form.amountPlaceholder')}
        value={value === null ? '' : formatKrw(value)}
        onChange={(event) => onChange(readAmount(event.target.value, max))}
        suffix={t('trade.form.unit')}
        disabled={disabled}
      />
      <Flex wrap gap={6} style={{ marginTop: 8 }} role="group" aria-label={t('trade.form.quickLabel')}>
        {QUICK_AMOUNTS.map((amount) => (
          <Button
            key={amount}
            size="small"
            disabled={disabled}
            title={t('trade.form.add', { amount: formatKrw(amount) })}
            onClick={() => onChange(addAmount(value, amount, max))}
          >
            +{t(`trade.form.quick.${amount}`)}
          </Button>
        ))}
        <Button size="small" danger disabled={disabled} onClick={() => onChange(null)}>
          {t('common.reset')}
        </Button>
      </Flex>
    </Form.Item>
  );
}
