import { createHmac } from 'node:crypto';
import { issueLaunchToken, readLaunchToken, type LaunchClaims } from './launch-token';

const KEY = 'test-launch-key';
const NOW = 1_700_000_000_000;
const claims: LaunchClaims = { session: 'operator-session-token', gameType: 'slot', gameName: 'Neon Reels', lang: 'en', exp: NOW + 60_000 };

const encode = (value: unknown) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');

describe('launch token', () => {
  it('reads back the claims it was issued with', () => {
    const token = issueLaunchToken(KEY, claims);
    expect(token).toMatch(/^[\w-]+\.[\w-]+$/);
    expect(readLaunchToken(KEY, token, NOW)).toEqual(claims);
  });

  it('refuses a tampered payload, even one that still decodes', () => {
    const [, signature] = issueLaunchToken(KEY, claims).split('.');
    const longer = encode({ ...claims, exp: NOW + 365 * 86_400_000 });
    const otherSession = encode({ ...claims, session: 'someone-else' });
    for (const payload of [longer, otherSession]) expect(readLaunchToken(KEY, `${payload}.${signature}`, NOW)).toBeNull();
  });

  it('refuses a tampered signature', () => {
    const [payload, signature] = issueLaunchToken(KEY, claims).split('.') as [string, string];
    const flipped = `${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    expect(readLaunchToken(KEY, `${payload}.${flipped}`, NOW)).toBeNull();
    expect(readLaunchToken(KEY, `${payload}.${signature.slice(1)}`, NOW)).toBeNull();
    expect(readLaunchToken(KEY, `${payload}.`, NOW)).toBeNull();
  });

  it('refuses a token signed with another key', () => {
    expect(readLaunchToken(KEY, issueLaunchToken('another-key', claims), NOW)).toBeNull();
  });

  it('refuses a token at and after its expiry', () => {
    const token = issueLaunchToken(KEY, claims);
    expect(readLaunchToken(KEY, token, claims.exp - 1)).toEqual(claims);
    expect(readLaunchToken(KEY, token, claims.exp)).toBeNull();
    expect(readLaunchToken(KEY, token, claims.exp + 1)).toBeNull();
  });

  it.each([
    ['an empty string', ''],
    ['a word', 'garbage'],
    ['three parts', `${issueLaunchToken(KEY, claims)}.extra`],
    ['a leading dot', `.${issueLaunchToken(KEY, claims)}`],
    ['an over-long string', 'a'.repeat(4097)],
    ['a number', 42],
    ['null', null],
    ['an object', { token: 'x' }],
  ])('refuses garbage: %s', (_case, token) => {
    expect(readLaunchToken(KEY, token, NOW)).toBeNull();
  });

  it('refuses correctly signed payloads that are not claims: not JSON, null, no expiry', () => {
    // Signed as the issuer signs (HMAC-SHA256 of `launch.<payload>`), so only the payload check can refuse them.
    const signed = (payload: string) => `${payload}.${createHmac('sha256', KEY).update(`launch.${payload}`).digest('base64url')}`;
    expect(readLaunchToken(KEY, signed(encode({ ...claims })), NOW)).toEqual(claims);
    for (const payload of [encode('{not json'), encode('null'), encode({ ...claims, exp: undefined }), encode('"a string"')]) {
      expect(readLaunchToken(KEY, signed(payload), NOW)).toBeNull();
    }
  });
});
