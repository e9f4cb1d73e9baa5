import { signedHeaders } from '../games/provider/callback-signature';
import { openGameSession } from '../../test/provider-wallet';
import { bearer, loginAs, startTestApp, TEST_PROVIDER_SECRET, type TestApp } from '../../test/test-app';
import { snapshot } from '../../test/row-counts';
import { nonFiniteNumberAt } from './validators';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** JSON text: `1e309` parses to Infinity, which JSON.stringify cannot write. */
const withHuge = (fields: Record<string, unknown>, name: string) => JSON.stringify({ ...fields, [name]: 0 }).replace(`"${name}":0`, `"${name}":1e309`);

describe('a number too large to be finite in a JSON body', () => {
  it('is a 400 VALIDATION naming the field on a member route and a provider callback, and moves nothing', async () => {
    const member = bearer(await loginAs(t.app, 'member1'));
    const session = await openGameSession(t, 'member1');
    const bet = withHuge({ session, txn_id: 'huge-1', round_id: 'r-huge-1' }, 'amount');
    const requests = [
      { url: '/api/v1/wallet/convert/credit', payload: withHuge({}, 'amount'), headers: member },
      { url: '/api/v1/game/rollingpoint/exchange', payload: withHuge({}, 'amount'), headers: member },
      { url: '/api/v1/provider/demo/wallet/bet', payload: bet, headers: signedHeaders(TEST_PROVIDER_SECRET, '/api/v1/provider/demo/wallet/bet', bet) },
    ];
    for (const request of requests) {
      const before = await snapshot(t.db);
      const res = await t.app.inject({ method: 'POST', ...request, headers: { 'content-type': 'application/json', 'accept-language': 'en', ...request.headers } });
      expect({ url: request.url, status: res.statusCode, body: res.json() }).toEqual({ url: request.url, status: 400, body: { code: 'VALIDATION', message: 'Amount is invalid' } });
      expect(await snapshot(t.db)).toEqual(before);
    }
  });
});

describe('nonFiniteNumberAt', () => {
  it('points at the first non-finite number, however nested', () => {
    expect(nonFiniteNumberAt({ a: [1, { 'b/c': -Infinity }] })).toBe('/a/1/b~1c');
    expect(nonFiniteNumberAt(Number.NaN)).toBe('');
    expect(nonFiniteNumberAt({ a: [1, '1e309', null, { b: Number.MAX_VALUE }] })).toBeNull();
  });
});
