import { formatCount, formatRate } from './format';

test('rates are basis points shown as a percent, counts grouped', () => {
  expect(formatRate(150, 'ko')).toBe('1.5%');
  expect(formatRate(25, 'en')).toBe('0.25%');
  expect(formatRate(0, 'en')).toBe('0%');
  expect(formatCount(12_345, 'ko')).toBe('12,345');
});
