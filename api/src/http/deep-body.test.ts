import { signedHeaders } from '../games/provider/callback-signature';
import { bearer, loginAs, startTestApp, TEST_PROVIDER_SECRET, type TestApp } from '../../test/test-app';
import { snapshot } from '../../test/row-counts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp();
  token = await loginAs(t.app, 'member1');
});
afterAll(() => t.close());

const TOO_DEEP_EN = { code: 'VALIDATION', message: 'The request is nested too deeply' };

/** About 10 KB of `[`: enough to exhaust a recursive walk of the parsed body. */
const deepArray = '['.repeat(5_000) + ']'.repeat(5_000);
const deepObject = '{"a":'.repeat(3_000) + '1' + '}'.repeat(3_000);

const cases: [string, string, (body: string) => Record<string, string>][] = [
  ['login', '/api/v1/core/auth/login', () => ({})],
  ['register', '/api/v1/core/register', () => ({})],
  ['a signed-in body route (convert to credit)', '/api/v1/wallet/convert/credit', () => bearer(token)],
  ['a provider wallet callback', '/api/v1/provider/demo/wallet/bet', (body) => signedHeaders(TEST_PROVIDER_SECRET, '/api/v1/provider/demo/wallet/bet', body)],
  ['the demo provider’s game API', '/demo-provider/api/slot', () => ({})],
];

describe('a deeply nested JSON body', () => {
  it.each(cases)('is a 400 in the usual shape at %s, writing nothing', async (_name, url, headers) => {
    for (const body of [deepArray, deepObject, `{"username":${deepArray}}`]) {
      const before = await snapshot(t.db);
      const res = await t.app.inject({ method: 'POST', url, payload: body, headers: { 'content-type': 'application/json', 'accept-language': 'en', ...headers(body) } });
      expect({ url, status: res.statusCode, body: res.json() }).toEqual({ url, status: 400, body: TOO_DEEP_EN });
      expect(await snapshot(t.db)).toEqual(before);
    }
  });

  it('says so in Korean by default', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/core/auth/login', payload: deepArray, headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'VALIDATION', message: '요청 본문의 중첩이 너무 깊습니다' });
  });

  it('still lets ordinary nesting through to validation', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/core/auth/login', payload: { username: [[['x']]], password: 'x' }, headers: { 'accept-language': 'en' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).not.toBe(TOO_DEEP_EN.message);
  });
});
