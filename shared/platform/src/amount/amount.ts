import { numberText, readNumber, type NumberRule } from '../back-office/number/number-reading';

/** Spec 5's quick amount presets, in won. */
export const QUICK_AMOUNTS = [50_000, 100_000, 500_000, 1_000_000, 5_000_000, 10_000_000, 50_000_000] as const;
export type QuickAmount = (typeof QUICK_AMOUNTS)[number];

/** Whole won from 1 to `max`, written with separators. */
export const amountRule = (max: number): NumberRule => ({ min: 1, max, group: true });

/** The amount to send: null while the text is empty or out of its rule (the field says why). */
export function amountOf(text: string, rule: NumberRule): number | null {
  const { value, problem } = readNumber(text, rule);
  return problem === null ? value : null;
}

/** Typed, and not an amount the rule takes: the submit stays closed and the field says why. */
export const isAmountRefused = (text: string, rule: NumberRule): boolean => readNumber(text, rule).problem !== null;

/**
 * A quick button adds to the number in the field (nothing, or what is not a number, counts as 0).
 * The sum is shown as it is, past the field's bound too, where the field's message says so: a
 * button never lands on another amount than the one it adds up to.
 */
export function addToAmount(text: string, add: number): string {
  const rule = { group: true };
  const { value, problem } = readNumber(text, rule);
  return numberText((problem === 'notNumber' ? 0 : (value ?? 0)) + add, rule);
}
