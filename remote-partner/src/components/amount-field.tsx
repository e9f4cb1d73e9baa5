import { formatKrw, formatKrwWithUnit, useLanguage } from '@casino/platform';
import { NumberInput, readNumber, useNumberCheck, type NumberRule } from '@casino/platform/back-office';
import { Button, Flex, Form } from 'antd';
import { useId } from 'react';
import { usePartnerTranslation } from '../i18n/use-partner-translation';
import { QUICK_AMOUNTS } from '../lib/amount';

interface AmountFieldProps {
  /** What was typed; never corrected, its problem shown under it. */
  text: string;
  rule: NumberRule;
  onChange: (text: string) => void;
  onAdd: (amount: number) => void;
  /** Where its words are: the windows' (`windows.trade`) or the trade page's (`trade.form`). */
  words: 'windows.trade' | 'trade.form';
  /** The form's own words for an amount above `rule.max` (the balance it may not pass). */
  aboveMax?: string;
  /** A message of the form's own (the amount missing), shown when the text has no problem. */
  error?: string | null;
  help?: string;
  disabled?: boolean;
}

/**
 * An amount in whole won, grouped as it is typed, with the spec's quick buttons (spec 5) and a
 * reset: the top-up and refund windows and the trade page. Out of its bounds it says so and
 * keeps what was typed.
 */
export function AmountField({ text, rule, onChange, onAdd, words, aboveMax, error, help, disabled }: AmountFieldProps) {
  const { t } = usePartnerTranslation();
  const { language } = useLanguage();
  const { message } = useNumberCheck();
  const id = useId();
  const problem = message(readNumber(text, rule), rule, { aboveMax, format: (won) => formatKrwWithUnit(won, language) }) ?? error ?? null;
  return (
    <Form.Item label={t(`${words}.amount`)} htmlFor={id} validateStatus={problem ? 'error' : undefined} help={problem ?? help}>
      <NumberInput
        id={id}
        rule={rule}
        placeholder={t(`${words}.amountPlaceholder`)}
        suffix={words === 'trade.form' ? t('trade.form.unit') : undefined}
        value={text}
        onChange={onChange}
        disabled={disabled}
      />
      <Flex wrap gap={6} style={{ marginTop: 8 }} role="group" aria-label={t(`${words}.quickLabel`)}>
        {QUICK_AMOUNTS.map((amount) => (
          <Button key={amount} size="small" disabled={disabled} title={t(`${words}.add`, { amount: formatKrw(amount) })} onClick={() => onAdd(amount)}>
            +{t(`${words}.quick.${amount}`)}
          </Button>
        ))}
        <Button size="small" danger disabled={disabled} onClick={() => onChange('')}>
          {t('common.reset')}
        </Button>
      </Flex>
    </Form.Item>
  );
}
