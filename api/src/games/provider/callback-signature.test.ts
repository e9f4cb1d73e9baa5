import { signCallback, signedHeaders, TIMESTAMP_HEADER, SIGNATURE_HEADER, verifyCallback } from './callback-signature';

const SECRET = 'test-secret';
const BODY = '{"txn_id":"t-1","amount":1000}';
const NOW = 1_800_000_000_000;
const PATH = '/api/v1/provider/demo/wallet/bet';

describe('wallet callback signatures', () => {
  it('accepts the exact body signed at a recent time', () => {
    const headers = signedHeaders(SECRET, PATH, BODY, NOW);
    expect(verifyCallback(SECRET, headers[TIMESTAMP_HEADER], headers[SIGNATURE_HEADER], PATH, BODY, NOW + 1000)).toBe(true);
  });

  it.each([
    ['a changed body', SECRET, BODY.replace('1000', '100000'), NOW],
    ['another secret', 'other-secret', BODY, NOW],
    ['a timestamp over five minutes old', SECRET, BODY, NOW + 5 * 60 * 1000 + 1],
  ])('refuses %s', (_case, secret, body, now) => {
    const timestamp = String(NOW);
    expect(verifyCallback(SECRET, timestamp, signCallback(secret, timestamp, PATH, BODY), PATH, body, now)).toBe(false);
  });

  it('refuses a body signed for another endpoint: a bet replayed as a win', () => {
    const headers = signedHeaders(SECRET, PATH, BODY, NOW);
    expect(verifyCallback(SECRET, headers[TIMESTAMP_HEADER], headers[SIGNATURE_HEADER], '/api/v1/provider/demo/wallet/win', BODY, NOW)).toBe(false);
  });

  it.each([
    ['no signature', String(NOW), undefined],
    ['no timestamp', undefined, signCallback(SECRET, String(NOW), PATH, BODY)],
    ['a non-numeric timestamp', 'soon', signCallback(SECRET, 'soon', PATH, BODY)],
    ['a truncated signature', String(NOW), signCallback(SECRET, String(NOW), PATH, BODY).slice(0, 20)],
    ['headers sent twice', String(NOW), [signCallback(SECRET, String(NOW), PATH, BODY)]],
  ])('refuses %s', (_case, timestamp, signature) => {
    expect(verifyCallback(SECRET, timestamp, signature, PATH, BODY, NOW)).toBe(false);
  });
});
