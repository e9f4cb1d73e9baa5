/**
 * What a number field accepts. The bounds are checked, never applied: a value outside them is
 * reported and kept as typed, so nothing is changed behind the user's back (antd's InputNumber
 * clamps to `min`/`max` and rounds to `precision` on blur, silently; issue 26).
 */
export interface NumberRule {
  min?: number;
  max?: number;
  /** Digits allowed after the point; 0 (the default) is whole numbers. */
  decimals?: number;
  /** Thousands separators: shown as typed in, and accepted in what is typed. */
  group?: boolean;
}

/** Why a text is not an acceptable number; `decimals` with a rule of 0 decimals means "not whole". */
export type NumberProblem = 'notNumber' | 'decimals' | 'belowMin' | 'aboveMax';

/** A field's text as read: `value` is null when it is empty or not a number; `problem` null when the value is acceptable. */
export interface NumberReading {
  value: number | null;
  problem: NumberProblem | null;
}

const PLAIN = /^-?\d+(\.\d+)?$/;
// With separators: groups of three after the first one to three digits, or none at all.
const GROUPED = /^-?(\d{1,3}(,\d{3})+|\d+)(\.\d+)?$/;

/** Reads a field's text against its rule. Empty is no value and no problem: whether one is required is the form's rule. */
export function readNumber(text: string, rule: NumberRule): NumberReading {
  const trimmed = text.trim();
  if (trimmed === '') return { value: null, problem: null };
  if (!(rule.group ? GROUPED : PLAIN).test(trimmed)) return { value: null, problem: 'notNumber' };
  const plain = trimmed.replace(/,/g, '');
  const value = Number(plain);
  const fraction = plain.split('.')[1] ?? '';
  if (fraction.length > (rule.decimals ?? 0)) return { value, problem: 'decimals' };
  if (rule.min !== undefined && value < rule.min) return { value, problem: 'belowMin' };
  if (rule.max !== undefined && value > rule.max) return { value, problem: 'aboveMax' };
  return { value, problem: null };
}

const grouping = new Intl.NumberFormat('en-US', { maximumFractionDigits: 20, useGrouping: true });

/** A value as its field shows it (the text `readNumber` reads back to the same value); null is an empty field. */
export function numberText(value: number | null, rule: NumberRule): string {
  if (value === null || !Number.isFinite(value)) return '';
  return rule.group ? grouping.format(value) : String(value);
}

/**
 * What a field shows for what was typed: with `group`, digits and separators only are grouped
 * again (the same number, easier to read); anything else stays exactly as typed, for the field's
 * message to speak about.
 */
export function shownText(typed: string, rule: NumberRule): string {
  if (!rule.group || !/^[\d,]*\d[\d,]*$/.test(typed)) return typed;
  // Grouped as a string: a number past 2^53 keeps every digit it was typed with.
  return typed.replace(/,/g, '').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** What an antd Form holds for a number field: the value it was given, or the text typed since. */
export const formText = (value: unknown): string => (typeof value === 'number' ? String(value) : typeof value === 'string' ? value : '');

/** The number an antd Form holds for a field (see `formText`); null when it is empty or not a number. */
export const formNumber = (value: unknown, rule: NumberRule): number | null => readNumber(formText(value), rule).value;
