import { formatKrw, formatKrwWithUnit, useLanguage } from '@casino/platform';
import { Button, Flex, Form } from 'antd';
import { useId } from 'react';
import { NumberInput } from '../back-office/number/number-input';
import { readNumber, type NumberRule } from '../back-office/number/number-reading';
import { useNumberCheck } from '../back-office/number/use-number-check';
import { QUICK_AMOUNTS } from './amount';
import { useAmountTranslation } from './use-amount-translation';

export interface AmountFieldProps {
  /** What was typed; never corrected, its problem shown under it. */
  text: string;
  /** What the field takes (`amountRule(max)`). */
  rule: NumberRule;
  onChange: (text: string) => void;
  /** A quick button's amount (`addToAmount`); without it the field has no quick buttons and no reset. */
  onAdd?: (amount: number) => void;
  /** The form's own words for an amount above `rule.max` (the balance it may not pass). */
  aboveMax?: string;
  /** A message of the form's own (the amount missing), shown when the text has no problem. */
  error?: string | null;
  help?: string;
  disabled?: boolean;
  /** The field's label, when it is not the amount of a payment ("Amount"). */
  label?: string;
}

/**
 * An amount in whole won, grouped as it is typed, with the spec's quick buttons (spec 5) and a
 * reset when `onAdd` is given. Out of its bounds it says so, in the page's language, and keeps
 * what was typed: nothing is corrected behind the user's back.
 */
export function AmountField({ text, rule, onChange, onAdd, aboveMax, error, help, disabled, label }: AmountFieldProps) {
  const { t } = useAmountTranslation();
  const { language } = useLanguage();
  const { message } = useNumberCheck();
  const id = useId();
  const problem = message(readNumber(text, rule), rule, { aboveMax, format: (won) => formatKrwWithUnit(won, language) }) ?? error ?? null;
  return (
    <Form.Item label={label ?? t('label')} htmlFor={id} validateStatus={problem ? 'error' : undefined} help={problem ?? help}>
      <NumberInput id={id} rule={rule} placeholder={t('placeholder')} suffix={t('unit')} value={text} onChange={onChange} disabled={disabled} aria-invalid={problem ? true : undefined} />
      {onAdd && (
        <Flex wrap gap={6} style={{ marginTop: 8 }} role="group" aria-label={t('quickLabel')}>
          {QUICK_AMOUNTS.map((amount) => (
            <Button key={amount} size="small" disabled={disabled} title={t('add', { amount: formatKrw(amount) })} onClick={() => onAdd(amount)}>
              +{t(`quick.${amount}`)}
            </Button>
          ))}
          <Button size="small" danger disabled={disabled} onClick={() => onChange('')}>
            {t('reset')}
          </Button>
        </Flex>
      )}
    </Form.Item>
  );
}
