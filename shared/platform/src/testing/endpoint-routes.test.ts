import { userChildList as memberList, userSetState as memberState } from '@casino/contract';
import { failWith, matchEndpoint, okFor, on } from './endpoint-routes';
import { mockApi, sentTo } from './mock-api';

afterEach(() => jest.restoreAllMocks());

test("an endpoint's call is matched by method and path, with its parameters", () => {
  expect(matchEndpoint(memberState, 'POST', '/api/v1/core/user/state/12')).toEqual({ id: '12' });
  expect(matchEndpoint(memberState, 'GET', '/api/v1/core/user/state/12')).toBeNull();
  expect(matchEndpoint(memberState, 'POST', '/api/v1/core/user/state/12/more')).toBeNull();
  expect(matchEndpoint(memberList, 'GET', '/api/v1/core/user/child-list')).toEqual({});
});

test('mockApi answers each call with its endpoint route (data, or a handler given the parameters); anything else is 404', async () => {
  const { requests } = mockApi([
    on(memberList, { items: [], total: 3 }),
    on(memberState, (_request, _url, { id }) => (id === '7' ? okFor(memberState, { id: 7, state: 'stop', sessions_ended: 1 }) : failWith(409, { message: 'no', code: 'CONFLICT' }))),
  ]);
  const list = await fetch('http://localhost/api/v1/core/user/child-list');
  expect([list.status, await list.json()]).toEqual([200, { data: { items: [], total: 3 } }]);
  const seven = await fetch('http://localhost/api/v1/core/user/state/7', { method: 'POST' });
  expect([seven.status, await seven.json()]).toEqual([200, { data: { id: 7, state: 'stop', sessions_ended: 1 } }]);
  const eight = await fetch('http://localhost/api/v1/core/user/state/8', { method: 'POST' });
  expect([eight.status, await eight.json()]).toEqual([409, { message: 'no', code: 'CONFLICT' }]);
  expect((await fetch('http://localhost/api/v1/core/user/state/7')).status).toBe(404);
  expect(sentTo(requests, memberState).map((r) => new URL(r.url).pathname)).toEqual(['/api/v1/core/user/state/7', '/api/v1/core/user/state/8']);
});

test('the contract types the fake answers', () => {
  // @ts-expect-error: `total` is a number in the contract, so a string is refused at build time.
  on(memberList, { items: [], total: 'three' });
  // @ts-expect-error: `sessions_ended` is missing.
  okFor(memberState, { id: 7, state: 'stop' });
  expect(true).toBe(true);
});
