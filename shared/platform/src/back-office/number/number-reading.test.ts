import { formNumber, numberText, readNumber, shownText, type NumberRule } from './number-reading';

const RATE: NumberRule = { min: 0, max: 1.5, decimals: 2 };
const AMOUNT: NumberRule = { min: 1, max: 300_000, group: true };

describe('readNumber', () => {
  test.each([
    ['', RATE, null, null],
    ['  ', RATE, null, null],
    ['1.25', RATE, 1.25, null],
    ['0', RATE, 0, null],
    ['1.5', RATE, 1.5, null],
    ['-1', RATE, -1, 'belowMin'],
    ['2', RATE, 2, 'aboveMax'],
    ['1.255', RATE, 1.255, 'decimals'],
    ['1,5', RATE, null, 'notNumber'],
    ['abc', RATE, null, 'notNumber'],
    ['1e2', RATE, null, 'notNumber'],
    ['300,000', AMOUNT, 300_000, null],
    ['300000', AMOUNT, 300_000, null],
    ['300,001', AMOUNT, 300_001, 'aboveMax'],
    ['0', AMOUNT, 0, 'belowMin'],
    ['-5,000', AMOUNT, -5_000, 'belowMin'],
    ['1.5', AMOUNT, 1.5, 'decimals'],
    ['30,00', AMOUNT, null, 'notNumber'],
  ] as const)('%p with %p reads %p, problem %p', (text, rule, value, problem) => {
    expect(readNumber(text, rule)).toEqual({ value, problem });
  });

  test('never moves a value into its bounds: what is out of them is reported with the value typed', () => {
    const values = [-1_000_001, -1, 0, 1, 999, 1_000, 299_999, 300_000, 300_001, 12_345_678, Number.MAX_SAFE_INTEGER];
    for (const value of values) {
      for (const rule of [{ min: 1, max: 300_000, group: true }, { min: 1, max: 300_000 }, { min: 0, max: 1_000_000 }]) {
        const reading = readNumber(numberText(value, rule), rule);
        expect(reading.value).toBe(value);
        expect(reading.problem).toBe(value < rule.min ? 'belowMin' : value > rule.max ? 'aboveMax' : null);
      }
    }
  });
});

test('shownText groups digits as typed and leaves anything else exactly as it is', () => {
  expect(shownText('1234567', AMOUNT)).toBe('1,234,567');
  expect(shownText('1,2345', AMOUNT)).toBe('12,345');
  expect(shownText('12345678901234567890', AMOUNT)).toBe('12,345,678,901,234,567,890');
  for (const typed of ['-5000', '1.5', 'abc', '', '1 000']) expect(shownText(typed, AMOUNT)).toBe(typed);
  expect(shownText('1234567', RATE)).toBe('1234567');
});

test("formNumber reads what an antd Form holds: the number it was given or the text typed since", () => {
  expect(formNumber(5_000, AMOUNT)).toBe(5_000);
  expect(formNumber('5,000', AMOUNT)).toBe(5_000);
  expect(formNumber('', AMOUNT)).toBeNull();
  expect(formNumber(undefined, AMOUNT)).toBeNull();
  expect(formNumber('x', AMOUNT)).toBeNull();
});
