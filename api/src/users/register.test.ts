import { parseOptions } from '@node-rs/argon2';
import { EN, injectEn, loginAs, startTestApp, type TestApp } from '../../test/test-app';
import { registration } from '../../test/registration';
import { snapshot } from '../../test/row-counts';

let t: TestApp;
beforeAll(async () => {
  // Dozens of sign-ups from one address: the sign-up limit is tested in register-limit.test.ts.
  t = await startTestApp({ registerLimits: { windowMinutes: 60, perIp: 1_000 } });
});
afterAll(() => t.close());

const REGISTER = '/api/v1/core/register';
const valid = registration;
const register = (payload: unknown, headers: Record<string, string> = EN) =>
  t.app.inject({ method: 'POST', url: REGISTER, payload: payload as object, headers });

async function expectRejected(payload: unknown, status: number, body: { code: string; message: string }, headers?: Record<string, string>) {
  const before = await snapshot(t.db);
  const res = await register(payload, headers);
  expect(res.statusCode).toBe(status);
  expect(res.json()).toEqual(body);
  expect(await snapshot(t.db)).toEqual(before);
}

describe('POST /api/v1/core/register', () => {
  it('creates a member under the partner owning the referral code, with zero-balance ledger accounts', async () => {
    const res = await register(valid({ referral_code: 'agency2' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { username: 'newbie01' } });

    const user = await t.db.selectFrom('users').selectAll().where('username', '=', 'newbie01').executeTakeFirstOrThrow();
    const agency2 = await t.db.selectFrom('users').select('id').where('username', '=', 'agency2').executeTakeFirstOrThrow();
    expect(user).toMatchObject({ role: 'member', level: 'member', state: 'normal', parent_id: agency2.id, referral_code: null, nickname: '새내기', phone: '010-5555-0001' });
    const accounts = await t.db.selectFrom('ledger_accounts').select(['kind', 'balance']).where('user_id', '=', user.id).orderBy('kind').execute();
    expect(accounts).toEqual([
      { kind: 'member_cash', balance: 0 },
      { kind: 'member_credit', balance: 0 },
      { kind: 'rolling_point', balance: 0 },
      { kind: 'withdraw_hold', balance: 0 },
    ]);
  });

  it('stores both passwords as argon2id hashes at OWASP parameters', async () => {
    const user = await t.db.selectFrom('users').selectAll().where('username', '=', 'newbie01').executeTakeFirstOrThrow();
    for (const h of [user.password_hash, user.withdraw_password_hash]) {
      expect(h).toMatch(/^\$argon2id\$/);
      expect(parseOptions(h)).toMatchObject({ memoryCost: 19456, timeCost: 2, parallelism: 1 });
    }
    expect(user.password_hash).not.toContain('secret12');
  });

  it('lets the new member sign in and see a zero balance', async () => {
    const token = await loginAs(t.app, 'newbie01', 'secret12');
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/wallet/balance', headers: { authorization: `Bearer ${token}` } });
    expect(res.json()).toEqual({ data: { balance: 0, credit: 0, rolling_point: 0, versions: { balance: 0, credit: 0, rolling_point: 0 } } });
  });

  it('refuses mismatched passwords', async () => {
    await expectRejected(valid({ username: 'newbie02', password_confirm: 'secret13' }), 400, { code: 'VALIDATION', message: 'Passwords do not match' });
    await expectRejected(valid({ username: 'newbie02', password_confirm: 'secret13' }), 400, { code: 'VALIDATION', message: '비밀번호가 일치하지 않습니다' }, {});
  });

  it('refuses mismatched withdrawal passwords', async () => {
    await expectRejected(valid({ username: 'newbie02', withdraw_password_confirm: '9999' }), 400, { code: 'VALIDATION', message: 'Withdrawal passwords do not match' });
  });

  it.each(['NOPE99', 'AGENCY'])('refuses the unknown referral code %s', async (code) => {
    await expectRejected(valid({ username: 'newbie02', referral_code: code }), 400, { code: 'INVALID_REFERRAL', message: 'Referral code invalid' });
  });

  it('refuses the code of a stopped partner', async () => {
    await t.db.updateTable('users').set({ state: 'stop' }).where('username', '=', 'agency1').execute();
    await expectRejected(valid({ username: 'newbie02', referral_code: 'AGENCY1' }), 400, { code: 'INVALID_REFERRAL', message: 'Referral code invalid' });
    await t.db.updateTable('users').set({ state: 'normal' }).where('username', '=', 'agency1').execute();
  });

  it.each(['member1', 'MEMBER1', 'Newbie01'])('refuses the taken ID %s with 409', async (username) => {
    await expectRejected(valid({ username }), 409, { code: 'USERNAME_TAKEN', message: 'This ID is already taken' });
  });

  const FIELDS = Object.keys(valid());
  it.each(FIELDS)('asks to fill in all fields when %s is missing', async (field) => {
    const payload: Record<string, unknown> = valid({ username: 'newbie03' });
    delete payload[field];
    await expectRejected(payload, 400, { code: 'VALIDATION', message: 'Please fill in all fields' });
  });

  it.each(FIELDS)('asks to fill in all fields when %s is empty', async (field) => {
    await expectRejected(valid({ username: 'newbie03', [field]: '' }), 400, { code: 'VALIDATION', message: 'Please fill in all fields' });
  });

  it.each([
    ['username', 'ab', 'ID: 4-16 characters, English letters and numbers only'],
    ['username', '한글아이디', 'ID: 4-16 characters, English letters and numbers only'],
    ['username', 'a'.repeat(17), 'ID: 4-16 characters, English letters and numbers only'],
    ['password', 'abc', 'Password: 4-12 characters, English letters and numbers only'],
    ['password', 'abc!1234', 'Password: 4-12 characters, English letters and numbers only'],
    ['password', 'a'.repeat(13), 'Password: 4-12 characters, English letters and numbers only'],
    ['withdraw_password', '12', 'Withdrawal password: 4-12 characters, English letters and numbers only'],
    ['nickname', 'x', 'Nickname must be at least 2 characters'],
    ['nickname', 'x'.repeat(21), 'Nickname must be at most 20 characters'],
    ['nickname', ' 공백닉', 'Nickname cannot start or end with a space'],
    ['phone', '010-12', 'Phone number: digits and hyphens only, 9-15 characters'],
    ['phone', '010-abcd-5678', 'Phone number: digits and hyphens only, 9-15 characters'],
    ['account_number', '12345', 'Withdrawal account number: digits and hyphens only, 6-20 characters'],
    ['bank_name', 'b'.repeat(41), 'Bank name must be at most 40 characters'],
    ['referral_code', 'R'.repeat(33), 'Referral code must be at most 32 characters'],
    ['password_confirm', 12345678, 'Confirm password is invalid'],
  ])('refuses %s = %j with a readable 400', async (field, value, message) => {
    await expectRejected(valid({ username: field === 'username' ? value : 'newbie04', [field]: value }), 400, { code: 'VALIDATION', message });
  });

  it('names the rule in Korean by default', async () => {
    await expectRejected(valid({ username: 'newbie04', password: 'abc' }), 400, { code: 'VALIDATION', message: '비밀번호: 영문과 숫자만 4-12자' }, {});
  });

  it.each([
    ['nickname', 'x', '닉네임은 2자 이상이어야 합니다'],
    ['nickname', ' 공백닉', '닉네임은 공백으로 시작하거나 끝날 수 없습니다'],
    ['bank_name', 'b'.repeat(41), '은행명은 40자 이하여야 합니다'],
    ['referral_code', 'R'.repeat(33), '추천 코드는 32자 이하여야 합니다'],
    ['password_confirm', 12345678, '비밀번호 확인이 올바르지 않습니다'],
  ])('refuses %s = %j in Korean with the right particle', async (field, value, message) => {
    await expectRejected(valid({ username: 'newbie04', [field]: value }), 400, { code: 'VALIDATION', message }, {});
  });

  it('refuses unknown fields and non-object bodies', async () => {
    await expectRejected({ ...valid({ username: 'newbie05' }), role: 'partner' }, 400, { code: 'VALIDATION', message: 'Unknown field: role' });
    await expectRejected([valid()], 400, { code: 'VALIDATION', message: 'The request body must be a JSON object' });
    const text = await injectEn(t.app, { method: 'POST', url: REGISTER, headers: { 'content-type': 'text/plain' }, payload: 'hello' });
    expect(text.json()).toEqual({ code: 'VALIDATION', message: 'The request body must be a JSON object' });
    const before = await snapshot(t.db);
    const res = await injectEn(t.app, { method: 'POST', url: REGISTER, headers: { 'content-type': 'application/xml' }, payload: '<a/>' });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Send the request body as application/json' });
    expect(await snapshot(t.db)).toEqual(before);
  });

  it('lets exactly one of two simultaneous sign-ups with one ID win', async () => {
    const [a, b] = await Promise.all([register(valid({ username: 'racer01' })), register(valid({ username: 'RACER01', phone: '010-5555-0002' }))]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const rows = await t.db.selectFrom('users').select('id').where((eb) => eb(eb.fn('lower', ['username']), '=', 'racer01')).execute();
    expect(rows).toHaveLength(1);
    const accounts = await t.db.selectFrom('ledger_accounts').select('id').where('user_id', '=', rows[0]!.id).execute();
    expect(accounts).toHaveLength(4);
  });
});
