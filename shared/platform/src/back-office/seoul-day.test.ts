import { addDays, formatSeoulTime, isDay, monthStart, seoulToday } from './seoul-day';

test("today is Seoul's: 20:00 UTC is already the next day there", () => {
  expect(seoulToday(new Date('2025-03-31T20:00:00Z'))).toBe('2025-04-01');
  expect(seoulToday(new Date('2025-03-31T14:59:00Z'))).toBe('2025-03-31');
});

test('day arithmetic crosses months and years', () => {
  expect(addDays('2025-03-01', -29)).toBe('2025-01-31');
  expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
  expect(monthStart('2025-02-17')).toBe('2025-02-01');
});

test('only real days are days', () => {
  expect(isDay('2025-02-28')).toBe(true);
  expect(isDay('2025-02-30')).toBe(false);
  expect(isDay('2025-2-3')).toBe(false);
  expect(isDay(null)).toBe(false);
});

test("an instant is shown on Seoul's wall clock, to the minute", () => {
  expect(formatSeoulTime('2025-03-31T20:05:59Z')).toBe('2025-04-01 05:05');
  expect(formatSeoulTime('2025-03-31T14:59:00.000Z')).toBe('2025-03-31 23:59');
});

test('or to the second, where rows are seconds apart', () => {
  expect(formatSeoulTime('2025-03-31T20:05:59Z', 'second')).toBe('2025-04-01 05:05:59');
  expect(formatSeoulTime('2025-03-31T14:59:00.000Z', 'second')).toBe('2025-03-31 23:59:00');
});
