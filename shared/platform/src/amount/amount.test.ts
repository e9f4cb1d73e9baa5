import { MAX_STATEMENT_AMOUNT } from '@casino/contract';
import { addToAmount, amountOf, amountRule, isAmountRefused, QUICK_AMOUNTS } from './amount';

const RULE = amountRule(MAX_STATEMENT_AMOUNT);

test('the quick presets are the spec ones, 50 thousand to 50 million', () => {
  expect(QUICK_AMOUNTS).toEqual([50_000, 100_000, 500_000, 1_000_000, 5_000_000, 10_000_000, 50_000_000]);
});

test('reads typed text as whole won, separators or not', () => {
  expect(amountOf('1,234,000', RULE)).toBe(1_234_000);
  expect(amountOf('1234000', RULE)).toBe(1_234_000);
  expect(amountOf('', RULE)).toBeNull();
  expect(isAmountRefused('', RULE)).toBe(false);
});

test('refuses what is not whole won within the rule, and never corrects it', () => {
  for (const typed of ['12a3', 'abc', '0', '-5', '1.5', String(MAX_STATEMENT_AMOUNT + 1)]) {
    expect(amountOf(typed, RULE)).toBeNull();
    expect(isAmountRefused(typed, RULE)).toBe(true);
  }
  expect(amountOf(String(MAX_STATEMENT_AMOUNT), RULE)).toBe(MAX_STATEMENT_AMOUNT);
});

test('a quick amount adds to what is there, starting from nothing, and shows the sum as it is', () => {
  expect(addToAmount('', 50_000)).toBe('50,000');
  expect(addToAmount('50,000', 1_000_000)).toBe('1,050,000');
  expect(addToAmount('abc', 50_000)).toBe('50,000');
  // Past the bound too: the field's message says so, the button never lands elsewhere.
  expect(addToAmount(String(MAX_STATEMENT_AMOUNT), 50_000)).toBe((MAX_STATEMENT_AMOUNT + 50_000).toLocaleString('en-US'));
});
