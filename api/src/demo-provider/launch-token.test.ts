import { createCipheriv, createHash, randomBytes } from 'node:crypto';
import { issueLaunchToken, readLaunchToken, type LaunchClaims } from './launch-token';

const KEY = 'test-launch-key';
const NOW = 1_700_000_000_000;
const claims: LaunchClaims = { session: 'operator-session-token', gameType: 'slot', gameName: 'Neon Reels', lang: 'en', exp: NOW + 60_000 };

/** Seals any text exactly as the issuer does, so only the claims check can refuse it. */
function seal(text: string, secret = KEY) {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', createHash('sha256').update(`demo-launch:${secret}`).digest(), iv);
  const sealed = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, sealed, cipher.getAuthTag()]).toString('base64url');
}

describe('launch token', () => {
  it('reads back the claims it was issued with, and does not show the session token', () => {
    const token = issueLaunchToken(KEY, claims);
    expect(token).toMatch(/^[\w-]+$/);
    expect(readLaunchToken(KEY, token, NOW)).toEqual(claims);
    expect(Buffer.from(token, 'base64url').toString('latin1')).not.toContain('operator-session-token');
    expect(token).not.toContain(Buffer.from('operator-session-token').toString('base64url').slice(0, 12));
  });

  it('gives a different token each time for the same claims', () => {
    expect(issueLaunchToken(KEY, claims)).not.toBe(issueLaunchToken(KEY, claims));
  });

  it('refuses a token with any byte changed', () => {
    const bytes = Buffer.from(issueLaunchToken(KEY, claims), 'base64url');
    for (const at of [0, 12, 20, bytes.length - 1]) {
      const changed = Buffer.from(bytes);
      changed[at] = changed[at]! ^ 0x01;
      expect(readLaunchToken(KEY, changed.toString('base64url'), NOW)).toBeNull();
    }
    expect(readLaunchToken(KEY, bytes.subarray(0, bytes.length - 1).toString('base64url'), NOW)).toBeNull();
  });

  it('refuses a token sealed with another key', () => {
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
    ['a dot inside', `${issueLaunchToken(KEY, claims)}.extra`],
    ['an over-long string', 'a'.repeat(4097)],
    ['a number', 42],
    ['null', null],
    ['an object', { token: 'x' }],
  ])('refuses garbage: %s', (_case, token) => {
    expect(readLaunchToken(KEY, token, NOW)).toBeNull();
  });

  it('refuses correctly sealed texts that are not claims: not JSON, null, no expiry, no session', () => {
    expect(readLaunchToken(KEY, seal(JSON.stringify(claims)), NOW)).toEqual(claims);
    for (const text of ['{not json', 'null', JSON.stringify({ ...claims, exp: undefined }), '"a string"', JSON.stringify({ ...claims, session: 7 })]) {
      expect(readLaunchToken(KEY, seal(text), NOW)).toBeNull();
    }
  });
});
