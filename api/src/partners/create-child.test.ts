import { snapshot } from '../../test/row-counts';
import { bearer, EN, loginAs, startTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const as = async (username: string) => ({ ...EN, ...bearer(await loginAs(t.app, username)) });
const create = (headers: Record<string, string>, payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/v1/core/user/create-child', headers, payload });
const form = (over: Record<string, unknown> = {}) => ({
  partner_username: 'agency1',
  username: 'newbie01',
  nickname: '새내기',
  password: 'abcd1234',
  phone: '010-2222-3333',
  bank_name: '신한은행',
  account_number: '110-222-333444',
  account_holder: '김새봄',
  withdraw_password: '5678',
  ...over,
});

describe('add member (user/create-child)', () => {
  it('adds a member under the caller who can then sign in, with its accounts at zero and an audit line', async () => {
    const agency = await as('agency1');
    const res = await create(agency, form());
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ id: expect.any(Number), username: 'newbie01', level: 'member', referral_code: null });
    await expect(loginAs(t.app, 'newbie01', 'abcd1234')).resolves.toEqual(expect.any(String));
    const user = await t.db.selectFrom('users as u').innerJoin('users as p', 'p.id', 'u.parent_id').select(['p.username as parent', 'u.account_holder']).where('u.username', '=', 'newbie01').executeTakeFirstOrThrow();
    expect(user).toEqual({ parent: 'agency1', account_holder: '김새봄' });
    const trail = await t.app.inject({ method: 'GET', url: `/api/v1/core/user/audit/${res.json().data.id}`, headers: agency });
    expect(trail.json().data.items[0]).toEqual(expect.objectContaining({ action: 'account.create', actor: expect.objectContaining({ username: 'agency1' }) }));
  });

  it('lets a master add a member under one of its agencies, and an agency under itself with a referral code', async () => {
    const master = await as('master1');
    expect((await create(master, form({ username: 'deepmember', partner_username: 'AGENCY2' }))).statusCode).toBe(200);
    const agency = await create(master, form({ username: 'agency5', level: 'agency', partner_username: 'master1' }));
    expect(agency.json().data).toEqual(expect.objectContaining({ level: 'agency', referral_code: 'AGENCY5' }));
    const valid = await t.app.inject({ method: 'GET', url: '/api/v1/core/validate-ref?ref_id=agency5' });
    expect(valid.json().data).toEqual(expect.objectContaining({ valid: true }));
  });

  it.each([
    ['an agency under an agency', { level: 'agency', username: 'subagency' }, 409, 'An agency can only be added under a master'],
    ['an ID already taken, in any case', { username: 'MEMBER1' }, 409, 'This ID is already taken'],
    ['a partner outside the line', { partner_username: 'agency2' }, 404, 'The account was not found in your downline'],
    ['a member named as the partner', { partner_username: 'member1' }, 404, 'The account was not found in your downline'],
  ])('refuses %s and writes nothing', async (_case, over, status, message) => {
    const agency = await as('agency1');
    const before = await snapshot(t.db);
    const res = await create(agency, form(over));
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toBe(message);
    expect(await snapshot(t.db)).toEqual(before);
  });

  it.each([
    ['a password of 3 characters', { password: 'ab1' }],
    ['a password with a symbol', { password: 'abcd!234' }],
    ['no account holder', { account_holder: '' }],
    ['an unknown field', { grade: 1 }],
  ])('refuses %s with 400 and writes nothing', async (_case, over) => {
    const agency = await as('agency1');
    const before = await snapshot(t.db);
    const res = await create(agency, form(over));
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION');
    expect(await snapshot(t.db)).toEqual(before);
  });

  it('two adds racing for one ID: one account', async () => {
    const agency = await as('agency1');
    const answers = await Promise.all([create(agency, form({ username: 'racer01' })), create(agency, form({ username: 'racer01' }))]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
  });
});
