import { loginAs, startTestApp, type TestApp } from '../../test/test-app';
import { snapshot } from '../../test/row-counts';
import { DEMO_USERS } from './demo-world';
import { isDatabaseEmpty, seedDemoWorld } from './seed';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ seed: false });
});
afterAll(() => t.close());

describe('seedDemoWorld', () => {
  it('fills an empty database', async () => {
    expect(await isDatabaseEmpty(t.db)).toBe(true);
    const report = await seedDemoWorld(t.db);
    expect(report.usersCreated).toEqual(DEMO_USERS.map((u) => u.username));
    expect(report.contentSeeded).toEqual(['board_messages', 'popups', 'carousel_slides', 'marquee_items', 'game_brands', 'games', 'rolling_rates', 'losing_rates', 'game_permissions', 'statements', 'inbox_messages', 'game_rounds', 'login_history', 'two_factor']);
    expect(await isDatabaseEmpty(t.db)).toBe(false);
  });

  it('is idempotent: a second run changes nothing', async () => {
    const before = await snapshot(t.db);
    const report = await seedDemoWorld(t.db);
    expect(report).toEqual({ usersCreated: [], fundingPosted: 0, contentSeeded: [] });
    expect(await snapshot(t.db)).toEqual(before);
  });

  it('builds the hierarchy master > agencies > members with referral codes on partners', async () => {
    const users = await t.db
      .selectFrom('users as u')
      .leftJoin('users as p', 'p.id', 'u.parent_id')
      .select(['u.username', 'u.level', 'u.referral_code', 'u.state', 'p.username as parent'])
      .orderBy('u.id')
      .execute();
    expect(users).toEqual(
      expect.arrayContaining([
        { username: 'master1', level: 'master', referral_code: 'MASTER1', state: 'normal', parent: null },
        { username: 'agency1', level: 'agency', referral_code: 'AGENCY1', state: 'normal', parent: 'master1' },
        { username: 'agency2', level: 'agency', referral_code: 'AGENCY2', state: 'normal', parent: 'master1' },
        { username: 'member1', level: 'member', referral_code: null, state: 'normal', parent: 'agency1' },
        { username: 'member6', level: 'member', referral_code: null, state: 'normal', parent: 'agency2' },
        { username: 'stopped1', level: 'member', referral_code: null, state: 'stop', parent: 'agency1' },
      ]),
    );
  });

  it('funds every opening balance from the house through the ledger', async () => {
    const txs = await t.db.selectFrom('ledger_transactions').select(['kind', 'idempotency_key']).where('kind', '=', 'seed_funding').execute();
    const fundings = DEMO_USERS.flatMap((u) => Object.entries(u.funds).filter(([, amount]) => amount));
    expect(txs).toHaveLength(fundings.length);
    expect(txs.every((tx) => tx.kind === 'seed_funding' && tx.idempotency_key?.startsWith('seed:'))).toBe(true);
  });

  it('seeds announcements of each type, including two popups', async () => {
    const rows = await t.db.selectFrom('board_messages').select(['type']).execute();
    const count = (type: string) => rows.filter((r) => r.type === type).length;
    expect([count('notice'), count('event'), count('popup')]).toEqual([3, 2, 2]);
  });

  it('uses the demo password for every account, and the demo masters also ask for their authenticator code', async () => {
    for (const username of ['agency2', 'member6']) expect(await loginAs(t.app, username, 'demo1234')).toHaveLength(43);
    for (const username of ['master1', 'master2']) {
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/core/auth/login', payload: { username, password: 'demo1234' } });
      expect(res.json().data).toEqual({ two_factor: 'verify', challenge: expect.any(String), expires_at: expect.any(String) });
    }
  });
});
