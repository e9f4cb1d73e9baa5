import { bearer, EN, loginAs, startTestApp, type TestApp } from '../../test/test-app';

/* A partner's alerts for what comes in its line: off until it turns them on, its own only. */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const alerts = (token: string, method: 'GET' | 'PUT' = 'GET', payload?: unknown) =>
  t.app.inject({ method, url: '/api/v1/core/user/alerts', headers: { ...EN, ...bearer(token) }, ...(payload === undefined ? {} : { payload: payload as object }) });

it('are off at first, kept as the partner sets them, and its own: another partner keeps its own', async () => {
  const agency1 = await loginAs(t.app, 'agency1');
  const agency2 = await loginAs(t.app, 'agency2');
  expect((await alerts(agency1)).json()).toEqual({ data: { sound: false, notification: false } });
  expect((await alerts(agency1, 'PUT', { sound: true, notification: false })).json()).toEqual({ data: { sound: true, notification: false } });
  expect((await alerts(agency1, 'PUT', { sound: true, notification: true })).json()).toEqual({ data: { sound: true, notification: true } });
  expect((await alerts(agency1)).json()).toEqual({ data: { sound: true, notification: true } });
  expect((await alerts(agency2)).json()).toEqual({ data: { sound: false, notification: false } });
});

it('refuses a member, no session, and a body that is not exactly the two switches, changing nothing', async () => {
  const agency3 = await loginAs(t.app, 'agency3');
  expect((await alerts(await loginAs(t.app, 'member1'))).statusCode).toBe(403);
  expect((await t.app.inject({ method: 'GET', url: '/api/v1/core/user/alerts' })).statusCode).toBe(401);
  for (const body of [{ sound: 'yes', notification: false }, { sound: true }, { sound: true, notification: false, user_id: 1 }, [], null]) {
    const answer = await alerts(agency3, 'PUT', body);
    expect([JSON.stringify(body), answer.statusCode]).toEqual([JSON.stringify(body), 400]);
  }
  expect((await alerts(agency3)).json()).toEqual({ data: { sound: false, notification: false } });
});
