import { base32Decode, base32Encode, checkCode, hotp, otpauthUrl, stepAt, totpAt } from './totp';

// RFC 6238 appendix B: the SHA-1 key is the ASCII of "12345678901234567890".
const RFC_KEY = Buffer.from('12345678901234567890', 'ascii');

describe('TOTP (RFC 6238, SHA-1)', () => {
  it.each([
    [59, '94287082'],
    [1111111109, '07081804'],
    [1111111111, '14050471'],
    [1234567890, '89005924'],
    [2000000000, '69279037'],
    [20000000000, '65353130'],
  ])('gives the RFC test vector at T=%i', (seconds, expected) => {
    expect(hotp(RFC_KEY, stepAt(seconds * 1000), 8)).toBe(expected);
  });

  it('gives 6-digit codes, the last six of the 8-digit vector', () => {
    expect(totpAt(RFC_KEY, 59_000)).toBe('287082');
  });

  it('encodes base32 as authenticator apps read it, and back', () => {
    expect(base32Encode(RFC_KEY)).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(base32Decode('gezd gnbv gy3t qojq gezd gnbv gy3t qojq')).toEqual(RFC_KEY);
    expect(base32Decode('not base32!')).toBeNull();
  });

  it('takes a code one step either side of the clock, not two', () => {
    const now = 1_700_000_000_000;
    const step = stepAt(now);
    expect(checkCode(RFC_KEY, hotp(RFC_KEY, step), now, 0)).toEqual({ ok: true, step });
    expect(checkCode(RFC_KEY, hotp(RFC_KEY, step - 1), now, 0)).toEqual({ ok: true, step: step - 1 });
    expect(checkCode(RFC_KEY, hotp(RFC_KEY, step + 1), now, 0)).toEqual({ ok: true, step: step + 1 });
    expect(checkCode(RFC_KEY, hotp(RFC_KEY, step - 2), now, 0)).toEqual({ ok: false, reason: 'wrong' });
    expect(checkCode(RFC_KEY, hotp(RFC_KEY, step + 2), now, 0)).toEqual({ ok: false, reason: 'wrong' });
  });

  it('refuses a code of a step already used, or of one before it', () => {
    const now = 1_700_000_000_000;
    const step = stepAt(now);
    expect(checkCode(RFC_KEY, hotp(RFC_KEY, step), now, step)).toEqual({ ok: false, reason: 'used' });
    expect(checkCode(RFC_KEY, hotp(RFC_KEY, step - 1), now, step)).toEqual({ ok: false, reason: 'used' });
    expect(checkCode(RFC_KEY, hotp(RFC_KEY, step + 1), now, step)).toEqual({ ok: true, step: step + 1 });
  });

  it('writes the key URI authenticator apps scan', () => {
    const url = new URL(otpauthUrl('Casino', 'master 1', RFC_KEY));
    expect(url.protocol).toBe('otpauth:');
    expect(url.host).toBe('totp');
    expect(decodeURIComponent(url.pathname)).toBe('/Casino:master 1');
    expect(url.searchParams.get('secret')).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(url.searchParams.get('issuer')).toBe('Casino');
    expect(url.searchParams.get('period')).toBe('30');
  });
});
