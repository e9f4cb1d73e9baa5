import { signCallback, signedHeaders, TIMESTAMP_HEADER, SIGNATURE_HEADER, verifyCallback } from './callback-signature';

const SECRET = 'test-secret';
const BODY = '{"txn_id":"t-1","amount":1000}';
const NOW = 1_800_000_000_000;

describe('wallet callback signatures', () => {
  it('accepts the exact body signed at a recent time', () => {
    const headers = signedHeaders(SECRET, BODY, NOW);
    expect(verifyCallback(SECRET, headers[TIMESTAMP_HEADER], headers[SIGNATURE_HEADER], BODY, NOW + 1000)).toBe(true);
  });

  it.each([
    ['a changed body', SECRET, BODY.replace('1000', '100000'), NOW],
    ['another secret', 'other-secret', BODY, NOW],
    ['a timestamp over five minutes old', SECRET, BODY, NOW + 5 * 60 * 1000 + 1],
  ])('refuses %s', (_case, secret, body, now) => {
    const timestamp = String(NOW);
    expect(verifyCallback(SECRET, timestamp, signCallback(secret, timestamp, BODY), body, now)).toBe(false);
  });

  it.each([
    ['no signature', String(NOW), undefined],
    ['no timestamp', undefined, signCallback(SECRET, String(NOW), BODY)],
    ['a non-numeric timestamp', 'soon', signCallback(SECRET, 'soon', BODY)],
    ['a truncated signature', String(NOW), signCallback(SECRET, String(NOW), BODY).slice(0, 20)],
    ['headers sent twice', String(NOW), [signCallback(SECRET, String(NOW), BODY)]],
  ])('refuses %s', (_case, timestamp, signature) => {
    expect(verifyCallback(SECRET, timestamp, signature, BODY, NOW)).toBe(false);
  });
});
