import { bearer, EN, loginAs, startTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const balance = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/v1/wallet/balance', headers: { ...EN, ...headers } });

describe('GET /api/v1/wallet/balance', () => {
  it.each([
    ['member1', { balance: 1_250_000, credit: 300_000, rolling_point: 12_500 }],
    ['member4', { balance: 3_000_000, credit: 200_000, rolling_point: 45_000 }],
    // No posting ever touched member5's accounts: every version is the first.
    ['member5', { balance: 0, credit: 0, rolling_point: 0, versions: { balance: 0, credit: 0, rolling_point: 0 } }],
    // A partner's figures carry no versions: pending credits move them without one.
    ['agency1', { balance: 30_000_000, credit: 0, rolling_point: 150_000, versions: undefined }],
  ])('answers the seeded ledger balances of %s', async (username, expected) => {
    const res = await balance(bearer(await loginAs(t.app, username)));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { versions: expect.objectContaining({ balance: expect.any(Number) }), ...expected } });
  });

  it('needs a session', async () => {
    const res = await balance({});
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 'UNAUTHORIZED', message: 'Please log in' });
  });
});
