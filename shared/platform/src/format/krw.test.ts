import { formatKrw, formatKrwWithUnit, parseKrw } from './krw';

describe('KRW formatting', () => {
  it('groups thousands with commas', () => {
    expect(formatKrw(1_234_000)).toBe('1,234,000');
    expect(formatKrw(0)).toBe('0');
    expect(formatKrw(999)).toBe('999');
    expect(formatKrw(-50_000)).toBe('-50,000');
  });

  it('shows whole won only', () => {
    expect(formatKrw(1234.9)).toBe('1,234');
    expect(formatKrw(Number.NaN)).toBe('0');
  });

  it('writes the unit as each language does', () => {
    expect(formatKrwWithUnit(1_234_000, 'ko')).toBe('1,234,000원');
    expect(formatKrwWithUnit(1_234_000, 'en')).toBe('₩1,234,000');
    expect(formatKrwWithUnit(-5_000, 'en')).toBe('-₩5,000');
  });

  it('parses typed amounts: digits only, null when empty', () => {
    expect(parseKrw('1,234,000')).toBe(1_234_000);
    expect(parseKrw('₩ 50,000원')).toBe(50_000);
    expect(parseKrw('007')).toBe(7);
    expect(parseKrw('')).toBeNull();
    expect(parseKrw('abc')).toBeNull();
    expect(parseKrw(undefined)).toBeNull();
  });

  it('reads back what it formats', () => {
    expect(parseKrw(formatKrw(10_000_000))).toBe(10_000_000);
  });
});
