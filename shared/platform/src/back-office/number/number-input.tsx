import { Input, type InputProps } from 'antd';
import { numberText, shownText, type NumberRule } from './number-reading';

export interface NumberInputProps extends Omit<InputProps, 'value' | 'onChange' | 'type' | 'inputMode'> {
  /** The text typed (or a number given by a form, shown as its field writes it). */
  value?: string | number | null;
  onChange?: (text: string) => void;
  rule: NumberRule;
}

/**
 * A number typed as text, shown as typed: never clamped to its bounds, rounded or emptied on blur
 * (what antd's InputNumber does silently). Its value and any problem come from `readNumber`; the
 * form shows the problem beside it and keeps its submit disabled. Works as an antd Form control.
 */
export function NumberInput({ value, onChange, rule, ...props }: NumberInputProps) {
  const text = typeof value === 'number' ? numberText(value, rule) : (value ?? '');
  return (
    <Input
      autoComplete="off"
      {...props}
      inputMode={rule.decimals ? 'decimal' : 'numeric'}
      value={text}
      onChange={(event) => onChange?.(shownText(event.target.value, rule))}
    />
  );
}
