import { addDays, formatSeoulTime, isDay, seoulToday } from './seoul-day';

test("today is Seoul's: 20:00 UTC is already the next day there", () => {
  expect(seoulToday(new Date('2025-03-31T20:00:00Z'))).toBe('2025-04-01');
  expect(seoulToday(new Date('2025-03-31T14:59:00Z'))).toBe('2025-03-31');
});

test('day arithmetic crosses months and years', () => {
  expect(addDays('2025-03-01', -29)).toBe('2025-01-31');
  expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
});

test('only real days are days', () => {
  expect(isDay('2025-02-28')).toBe(true);
  expect(isDay('2025-02-30')).toBe(false);
  expect(isDay(null)).toBe(false);
});

test("an instant is shown on Seoul's wall clock, to the second", () => {
  expect(formatSeoulTime('2025-03-31T20:05:59Z')).toBe('2025-04-01 05:05:59');
});
