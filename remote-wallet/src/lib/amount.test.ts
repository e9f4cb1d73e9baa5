import { MAX_STATEMENT_AMOUNT } from '@casino/contract';
import { addAmount, clampAmount, QUICK_AMOUNTS, readAmount } from './amount';

test('the quick presets are the spec ones, 50 thousand to 50 million', () => {
  expect(QUICK_AMOUNTS).toEqual([50_000, 100_000, 500_000, 1_000_000, 5_000_000, 10_000_000, 50_000_000]);
});

test('reads typed text as whole won, ignoring separators and letters', () => {
  expect(readAmount('1,234,000', MAX_STATEMENT_AMOUNT)).toBe(1_234_000);
  expect(readAmount('12a3', MAX_STATEMENT_AMOUNT)).toBe(123);
  expect(readAmount('', MAX_STATEMENT_AMOUNT)).toBeNull();
  expect(readAmount('abc', MAX_STATEMENT_AMOUNT)).toBeNull();
});

test('never goes above the maximum', () => {
  expect(readAmount('99999999999', MAX_STATEMENT_AMOUNT)).toBe(MAX_STATEMENT_AMOUNT);
  expect(addAmount(MAX_STATEMENT_AMOUNT - 10_000, 50_000, MAX_STATEMENT_AMOUNT)).toBe(MAX_STATEMENT_AMOUNT);
  expect(clampAmount(-5, 100)).toBe(0);
  expect(clampAmount(null, 100)).toBeNull();
});

test('a quick amount adds to what is there, starting from nothing', () => {
  expect(addAmount(null, 50_000, MAX_STATEMENT_AMOUNT)).toBe(50_000);
  expect(addAmount(50_000, 1_000_000, MAX_STATEMENT_AMOUNT)).toBe(1_050_000);
});
