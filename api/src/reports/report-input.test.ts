import { bearer, EN, loginAs, startTestApp, type TestApp } from '../../test/test-app';

/* Bad input to a report is a 400 with a message, never a 5xx, whatever its shape or size. */

let t: TestApp;
let master1: Record<string, string>;
beforeAll(async () => {
  t = await startTestApp();
  master1 = { ...EN, ...bearer(await loginAs(t.app, 'master1')) };
});
afterAll(() => t.close());

const BAD = [
  '/api/v1/game/partner/report/betting?cursor=99999999999999999999999.1',
  '/api/v1/game/partner/report/betting?cursor=1.99999999999999999999',
  '/api/v1/game/partner/report/betting?cursor=abc',
  '/api/v1/game/partner/report/betting?from=2026-02-31',
  '/api/v1/game/partner/report/betting?from=2026-11-20&to=2026-11-01',
  '/api/v1/game/partner/report/betting?pageSize=101',
  '/api/v1/game/partner/report/game/by_day?game_type=poker',
  '/api/v1/game/partner/report/game/by_user?sort=password',
  '/api/v1/game/partner/report/betting/history?id=0',
  '/api/v1/game/partner/report/betting/provider/history?provider=..%2F',
  '/api/v1/game/partner/report/losing?period=year',
  '/api/v1/game/partner/report/losing?day=2026-13-01',
  '/api/v1/game/partner/game_transaction/ranking?by=cash',
  '/api/v1/game/partner/report/betting.csv?from=2024-01-01&to=2026-01-01',
];

describe('report input', () => {
  it.each(BAD)('%s is a 400 with a message', async (url) => {
    const res = await t.app.inject({ method: 'GET', url, headers: master1 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(expect.any(String));
  });

  it('a settlement of a day that does not exist, or of an unknown period, is a 400', async () => {
    for (const payload of [{ period: 'day', day: '2026-02-30' }, { period: 'year', day: '2026-01-01' }, { period: 'day', day: '2026-01-01', extra: 1 }]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/game/partner/report/losing/settle', headers: master1, payload });
      expect(res.statusCode).toBe(400);
    }
  });
});
