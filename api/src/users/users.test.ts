import { bearer, EN, loginAs, startTestApp, type TestApp } from '../../test/test-app';
import { maskAccountNumber } from './account-view';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const validateRef = (query: string) => t.app.inject({ method: 'GET', url: `/api/v1/core/validate-ref${query}`, headers: EN });

describe('GET /api/v1/core/validate-ref', () => {
  it.each([
    ['AGENCY1', true],
    ['agency2', true],
    ['MASTER1', true],
    [' AGENCY1 ', true],
    ['AGENCY9', false],
    ['member1', false],
  ])('tells whether %j is a live partner code (%s)', async (ref, valid) => {
    const res = await validateRef(`?ref_id=${encodeURIComponent(ref)}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { valid } });
  });

  it('is invalid for a stopped partner', async () => {
    await t.db.updateTable('users').set({ state: 'stop' }).where('username', '=', 'agency2').execute();
    expect((await validateRef('?ref_id=AGENCY2')).json()).toEqual({ data: { valid: false } });
    await t.db.updateTable('users').set({ state: 'normal' }).where('username', '=', 'agency2').execute();
  });

  it.each([
    ['', 'Please fill in all fields'],
    ['?ref_id=', 'Please fill in all fields'],
    [`?ref_id=${'A'.repeat(33)}`, 'Referral code must be at most 32 characters'],
  ])('answers 400 for the query %j', async (query, message) => {
    const res = await validateRef(query);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'VALIDATION', message });
  });
});

describe('GET /api/v1/core/user/info', () => {
  it('answers the account and profile, with the bank account masked', async () => {
    const token = await loginAs(t.app, 'member1');
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/core/user/info', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    const { account, user } = res.json().data;
    expect(account).toMatchObject({ username: 'member1', nickname: '행운의별', role: 'member', level: 'member', state: 'normal' });
    expect(user).toEqual({
      phone: '010-1234-5601',
      bank_name: '신한은행',
      account_number: '***-***-**7801',
      parent_username: 'agency1',
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      last_login_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it('shows a partner its own referral code and a master no parent', async () => {
    const token = await loginAs(t.app, 'master1');
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/core/user/info', headers: bearer(token) });
    expect(res.json().data.account).toMatchObject({ role: 'partner', level: 'master', referral_code: 'MASTER1' });
    expect(res.json().data.user.parent_username).toBeNull();
  });

  it('needs a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/core/user/info', headers: EN });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 'UNAUTHORIZED', message: 'Please log in' });
  });
});

describe('maskAccountNumber', () => {
  it.each([
    ['110-234-567801', '***-***-**7801'],
    ['1234567890', '******7890'],
    ['1234', '1234'],
  ])('masks %s as %s', (input, masked) => {
    expect(maskAccountNumber(input)).toBe(masked);
  });
});
