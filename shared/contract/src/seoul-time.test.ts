import {
  addDays,
  daysBetween,
  formatSeoulDate,
  formatSeoulDateTime,
  isDay,
  monthEnd,
  monthStart,
  SEOUL_TIME_ZONE,
  seoulDayEnd,
  seoulDayStart,
  seoulToday,
  weekStart,
} from './seoul-time';

// Seoul's midnight is 15:00 UTC: the instants either side of it fall on different Seoul days.
const BEFORE_MIDNIGHT = '2025-03-31T14:59:59.999Z';
const AT_MIDNIGHT = '2025-03-31T15:00:00.000Z';

test('the Seoul day turns at 15:00 UTC, whatever the machine zone is', () => {
  expect(seoulToday(Date.parse(BEFORE_MIDNIGHT))).toBe('2025-03-31');
  expect(seoulToday(Date.parse(AT_MIDNIGHT))).toBe('2025-04-01');
  expect(formatSeoulDate(new Date(BEFORE_MIDNIGHT))).toBe('2025-03-31');
  expect(formatSeoulDate(AT_MIDNIGHT)).toBe('2025-04-01');
  expect(seoulToday()).toBe(formatSeoulDate(Date.now()));
});

test('an instant on the Seoul clock, to the minute or the second', () => {
  expect(formatSeoulDateTime(BEFORE_MIDNIGHT)).toBe('2025-03-31 23:59');
  expect(formatSeoulDateTime(AT_MIDNIGHT)).toBe('2025-04-01 00:00');
  expect(formatSeoulDateTime('2025-03-31T20:05:59Z', 'second')).toBe('2025-04-01 05:05:59');
  expect(formatSeoulDateTime(new Date('2024-12-31T15:00:00Z'), 'second')).toBe('2025-01-01 00:00:00');
});

test('the fixed offset agrees with the time-zone database', () => {
  const zone = new Intl.DateTimeFormat('sv-SE', { timeZone: SEOUL_TIME_ZONE, dateStyle: 'short', timeStyle: 'medium' });
  for (let t = Date.parse('1990-01-01T00:00:00Z'); t < Date.parse('2040-01-01T00:00:00Z'); t += 97 * 86_400_000 + 3_607_000) {
    expect(formatSeoulDateTime(t, 'second')).toBe(zone.format(t));
  }
});

test('a Seoul day starts and ends at 15:00 UTC', () => {
  expect(seoulDayStart('2025-04-01').toISOString()).toBe(AT_MIDNIGHT);
  expect(seoulDayEnd('2025-03-31').toISOString()).toBe(AT_MIDNIGHT);
  expect(seoulDayEnd('2024-12-31').toISOString()).toBe('2024-12-31T15:00:00.000Z');
  expect(formatSeoulDate(seoulDayStart('2025-04-01'))).toBe('2025-04-01');
  expect(formatSeoulDate(seoulDayEnd('2025-04-01').getTime() - 1)).toBe('2025-04-01');
});

test('calendar arithmetic on days', () => {
  expect(addDays('2025-03-01', -29)).toBe('2025-01-31');
  expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
  expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
  expect(daysBetween('2025-01-31', '2025-03-01')).toBe(29);
  expect(daysBetween('2025-03-01', '2025-01-31')).toBe(-29);
  expect(monthStart('2025-02-17')).toBe('2025-02-01');
  expect(monthEnd('2025-02-17')).toBe('2025-02-28');
  expect(monthEnd('2024-02-01')).toBe('2024-02-29');
  expect(monthEnd('2025-12-31')).toBe('2025-12-31');
  expect(weekStart('2025-04-06')).toBe('2025-03-31'); // a Sunday: its week began on Monday
  expect(weekStart('2025-03-31')).toBe('2025-03-31');
});

test('a day is YYYY-MM-DD naming a real calendar day', () => {
  expect(isDay('2025-02-28')).toBe(true);
  expect(isDay('2025-02-30')).toBe(false);
  expect(isDay('2025-2-3')).toBe(false);
  expect(isDay(null)).toBe(false);
});
