import { expectPagedLike } from '../../test/paged-list';
import { userId } from '../../test/provider-wallet';
import { bearer, EN, loginAs, startTestApp, type TestApp } from '../../test/test-app';

/*
 * Every back-office list paged by number (issue 26): its pages put together are the list read in
 * one request, none repeated or left out, and a page past the end is empty with the same total.
 * The seed writes many rows in one transaction (one now()), so a list ordered by a time alone
 * would give the same rows to two pages.
 */

let t: TestApp;
const headers: Record<string, Record<string, string>> = {};
const PARTNERS = ['master1', 'agency1', 'master2'];

beforeAll(async () => {
  t = await startTestApp();
  for (const name of PARTNERS) headers[name] = { ...EN, ...bearer(await loginAs(t.app, name)) };
});
afterAll(() => t.close());

describe('back-office lists paged by number', () => {
  it.each(PARTNERS)('each of %s lists, at every page size, is its whole list once, and empty past the end', async (partner) => {
    const lists: [string, Record<string, string>][] = [
      ['/api/v1/core/user/child-list', {}],
      ['/api/v1/core/user/line-list', {}],
      ['/api/v1/core/user/line-list', { sort: 'username', order: 'asc' }],
      ['/api/v1/core/user/line-list', { sort: 'last_login_at' }],
      ['/api/v1/core/user/line-list', { sort: 'cash', order: 'asc' }],
      ['/api/v1/core/user/login-history', {}],
      ['/api/v1/game/partner/rolling/setting', {}],
      ['/api/v1/wallet/agency/statement/user-list', {}],
      ['/api/v1/wallet/agency/statement/sub-list', {}],
      ['/api/v1/wallet/agency/trade/list', {}],
      ['/api/v1/wallet/agency/trade/user-list', {}],
      [`/api/v1/core/user/audit/${await userId(t, partner === 'master2' ? 'member7' : 'member1')}`, {}],
    ];
    // The rolling credits of the seed's rounds, on the Seoul day they were played.
    const seedDay = (await t.db.selectFrom('game_rounds').select((eb) => eb.fn.max('created_at').as('at')).executeTakeFirstOrThrow()).at;
    if (seedDay) {
      const day = new Date(new Date(seedDay).getTime() + 9 * 3_600_000).toISOString().slice(0, 10);
      lists.push(['/api/v1/game/partner/rollingpoint', { from: day, to: day }]);
    }
    lists.push(['/api/v1/wallet/agency/statement/user-list', { from: '2000-01-01', to: '2099-12-31' }]);
    for (const [path, query] of lists) for (const pageSize of [1, 2, 3]) await expectPagedLike(t.app, headers[partner]!, path, query, pageSize);
  });
});
