import { formatKrw } from '@casino/platform';
import { Button, Flex, Form, Input } from 'antd';
import { useId } from 'react';
import { useWalletTranslation } from '../i18n/use-wallet-translation';
import { addAmount, QUICK_AMOUNTS, readAmount } from '../lib/amount';

interface AmountFieldProps {
  value: number | null;
  onChange: (amount: number | null) => void;
  max: number;
  /** Spec 5's quick buttons and a reset (deposit and withdrawal). */
  quickButtons?: boolean;
  disabled?: boolean;
  label?: string;
}

/** An amount in whole won, written with separators as it is typed, never above `max`. */
export function AmountField({ value, onChange, max, quickButtons = false, disabled = false, label }: AmountFieldProps) {
  const { t } = useWalletTranslation();
  const id = useId();
  return (
    <Form.Item label={label ?? t('amount.label')} htmlFor={id} style={{ marginBottom: 12 }}>
      <Input
        id={id}
        inputMode="numeric"
        autoComplete="off"
        placeholder={t('amount.placeholder')}
        value={value === null ? '' : formatKrw(value)}
        onChange={(event) => onChange(readAmount(event.target.value, max))}
        suffix={t('amount.unit')}
        disabled={disabled}
      />
      {quickButtons && (
        <Flex wrap gap={6} style={{ marginTop: 8 }} role="group" aria-label={t('amount.quickLabel')}>
          {QUICK_AMOUNTS.map((amount) => (
            <Button
              key={amount}
              size="small"
              disabled={disabled}
              title={t('amount.add', { amount: formatKrw(amount) })}
              onClick={() => onChange(addAmount(value, amount, max))}
            >
              +{t(`amount.quick.${amount}`)}
            </Button>
          ))}
          <Button size="small" danger disabled={disabled} onClick={() => onChange(null)}>
            {t('amount.reset')}
          </Button>
        </Flex>
      )}
    </Form.Item>
  );
}
