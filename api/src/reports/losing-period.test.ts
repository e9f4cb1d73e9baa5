import { dayAfter, losingPeriod } from './losing-period';

const NOW = Date.parse('2025-04-02T03:00:00Z'); // 12:00 on Wednesday 2 April in Seoul

test('the day, the Monday-to-Sunday week or the month that holds a day', () => {
  expect(losingPeriod('day', '2025-03-30', NOW)).toEqual({ kind: 'day', from: '2025-03-30', to: '2025-03-30', closed: true });
  expect(losingPeriod('week', '2025-03-30', NOW)).toEqual({ kind: 'week', from: '2025-03-24', to: '2025-03-30', closed: true });
  expect(losingPeriod('month', '2024-02-10', NOW)).toEqual({ kind: 'month', from: '2024-02-01', to: '2024-02-29', closed: true });
});

test('a period is closed once Seoul has left its last day, whatever the UTC date says', () => {
  expect(losingPeriod('day', '2025-04-01', Date.parse('2025-04-01T14:59:59Z')).closed).toBe(false);
  expect(losingPeriod('day', '2025-04-01', Date.parse('2025-04-01T15:00:00Z')).closed).toBe(true);
  expect(losingPeriod('week', '2025-04-02', NOW).closed).toBe(false);
  expect(dayAfter(losingPeriod('month', '2025-12-05', NOW))).toBe('2026-01-01');
});
