import { sql } from 'kysely';
import { DEMO_TWO_FACTOR_KEYS } from '../../seed/demo-world';
import { bearer, EN, startTestApp, type TestApp } from '../../../test/test-app';
import { snapshot } from '../../../test/row-counts';
import { resetTwoFactor } from './reset-two-factor';
import { base32Decode, hotp, STEP_SECONDS, stepAt } from './totp';

let t: TestApp;
beforeAll(async () => {
  // As deployed: masters must have two-factor, and master2 holds the demo key.
  t = await startTestApp({ staffTwoFactor: 'required' });
});
afterAll(() => t.close());
afterEach(() => jest.restoreAllMocks());

const DEMO_KEY = base32Decode(DEMO_TWO_FACTOR_KEYS.master2!)!;
let clientNo = 0;
/** Each sign-in from its own address: the login limits stay out of these tests. */
const nextAddress = () => `10.20.${Math.floor(++clientNo / 250)}.${(clientNo % 250) + 1}`;

const post = (url: string, payload: object, headers: Record<string, string> = {}, remoteAddress = nextAddress()) =>
  t.app.inject({ method: 'POST', url: `/api/v1/core${url}`, payload, headers: { ...EN, ...headers }, remoteAddress });

async function passwordStep(username: string) {
  const res = await post('/auth/login', { username, password: 'demo1234' });
  expect(res.statusCode).toBe(200);
  return res.json().data as { two_factor?: 'verify' | 'enrol'; challenge?: string; token?: string };
}

/**
 * The server's clock, frozen in the middle of a step, so a code made for "now" cannot cross a
 * step boundary between the test making it and the server checking it. Every test uses its own
 * step, later than the last: a step once used stays used for the key.
 */
let frozenStep = stepAt(Date.now()) + 10;
function freezeClock(): number {
  frozenStep += 10;
  jest.spyOn(Date, 'now').mockReturnValue(frozenStep * STEP_SECONDS * 1000 + 15_000);
  return frozenStep;
}

const codeFor = (key: Buffer, step: number) => hotp(key, step);

describe('sign-in with a code', () => {
  it('asks master2 for a code instead of opening a session, and opens one for the right code', async () => {
    const step = freezeClock();
    const before = await t.db.selectFrom('sessions').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const first = await passwordStep('master2');
    expect(first).toEqual({ two_factor: 'verify', challenge: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), expires_at: expect.any(String) });
    const after = await t.db.selectFrom('sessions').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));

    const verified = await post('/auth/two-factor/verify', { challenge: first.challenge, code: codeFor(DEMO_KEY, step) });
    expect(verified.statusCode).toBe(200);
    const { token, account } = verified.json().data;
    expect(account).toMatchObject({ username: 'master2', level: 'master', rights: ['site'] });
    const info = await t.app.inject({ method: 'GET', url: '/api/v1/core/user/info', headers: bearer(token) });
    expect(info.statusCode).toBe(200);
  });

  it('refuses a wrong code (counted), then takes the right one on the same challenge', async () => {
    const step = freezeClock();
    const { challenge } = await passwordStep('master2');
    const wrong = String((Number(codeFor(DEMO_KEY, step)) + 1) % 1_000_000).padStart(6, '0');
    const refused = await post('/auth/two-factor/verify', { challenge, code: wrong });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ code: 'UNAUTHORIZED', message: 'The code is incorrect' });
    const failures = await t.db.selectFrom('login_challenges').select('failures').where('purpose', '=', 'verify').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(failures.failures).toBe(1);
    expect((await post('/auth/two-factor/verify', { challenge, code: codeFor(DEMO_KEY, step) })).statusCode).toBe(200);
  });

  it('never takes one code twice, within its window or on another challenge', async () => {
    const step = freezeClock();
    const code = codeFor(DEMO_KEY, step);
    expect((await post('/auth/two-factor/verify', { challenge: (await passwordStep('master2')).challenge, code })).statusCode).toBe(200);
    const replay = await post('/auth/two-factor/verify', { challenge: (await passwordStep('master2')).challenge, code });
    expect(replay.statusCode).toBe(409);
    expect(replay.json().message).toBe('This code was already used. Wait for the next one');
    // Nor an older one: the step before the one used.
    expect((await post('/auth/two-factor/verify', { challenge: (await passwordStep('master2')).challenge, code: codeFor(DEMO_KEY, step - 1) })).statusCode).toBe(409);
  });

  it('takes two sign-ins racing with one code once', async () => {
    const step = freezeClock();
    const code = codeFor(DEMO_KEY, step);
    const challenges = await Promise.all([passwordStep('master2'), passwordStep('master2')]);
    const answers = await Promise.all(challenges.map(({ challenge }) => post('/auth/two-factor/verify', { challenge, code })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
  });

  it('accepts a phone one step behind or ahead, not two', async () => {
    const step = freezeClock();
    expect((await post('/auth/two-factor/verify', { challenge: (await passwordStep('master2')).challenge, code: codeFor(DEMO_KEY, step - 1) })).statusCode).toBe(200);
    expect((await post('/auth/two-factor/verify', { challenge: (await passwordStep('master2')).challenge, code: codeFor(DEMO_KEY, step + 2) })).statusCode).toBe(401);
    expect((await post('/auth/two-factor/verify', { challenge: (await passwordStep('master2')).challenge, code: codeFor(DEMO_KEY, step + 1) })).statusCode).toBe(200);
  });

  it('spends a challenge once, and refuses an unknown one', async () => {
    const step = freezeClock();
    const { challenge } = await passwordStep('master2');
    expect((await post('/auth/two-factor/verify', { challenge, code: codeFor(DEMO_KEY, step) })).statusCode).toBe(200);
    const again = await post('/auth/two-factor/verify', { challenge, code: codeFor(DEMO_KEY, step + 1) });
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe('The sign-in has expired. Please sign in again');
    expect((await post('/auth/two-factor/verify', { challenge: 'A'.repeat(43), code: '123456' })).statusCode).toBe(401);
  });

  it('ends a challenge after five wrong codes, and holds strangers after ten in a day', async () => {
    freezeClock();
    const wrongCodes = ['000001', '000002', '000003', '000004', '000005'];
    const { challenge } = await passwordStep('master2');
    for (const code of wrongCodes) expect((await post('/auth/two-factor/verify', { challenge, code })).statusCode).toBe(401);
    const ended = await post('/auth/two-factor/verify', { challenge, code: '000006' });
    expect(ended.json().message).toBe('The sign-in has expired. Please sign in again');

    const second = await passwordStep('master2');
    for (const code of wrongCodes) await post('/auth/two-factor/verify', { challenge: second.challenge, code });
    // Past the ID's slow-down of strangers (wrong codes are failed sign-ins), not the day's count.
    await sql`UPDATE login_attempts SET created_at = created_at - interval '1 hour'`.execute(t.db);
    const third = await passwordStep('master2');
    const held = await post('/auth/two-factor/verify', { challenge: third.challenge, code: codeFor(DEMO_KEY, frozenStep) });
    expect(held.statusCode).toBe(429);
    expect(Number(held.headers['retry-after'])).toBeGreaterThan(0);
    // The hold ends with the day: the challenges' wrong codes are made old for the tests after.
    await sql`UPDATE login_challenges SET created_at = created_at - interval '2 days'`.execute(t.db);
  });

  it('wants either a code or a recovery code, not both or neither', async () => {
    const { challenge } = await passwordStep('master2');
    expect((await post('/auth/two-factor/verify', { challenge })).statusCode).toBe(400);
    expect((await post('/auth/two-factor/verify', { challenge, code: '123456', recovery_code: 'abcde-fghjk' })).statusCode).toBe(400);
    expect((await post('/auth/two-factor/verify', { challenge, code: '12345' })).statusCode).toBe(400);
  });

  it('asks nothing more of members or of agencies without two-factor', async () => {
    expect(await passwordStep('member1')).toEqual(expect.objectContaining({ token: expect.any(String) }));
    expect(await passwordStep('agency1')).toEqual(expect.objectContaining({ token: expect.any(String) }));
  });
});

describe("a master's enrolment at its first sign-in", () => {
  let recoveryCodes: string[] = [];
  let key: Buffer;

  it('resets master1 (a lost phone): its key and codes go, its sessions end', async () => {
    const step = freezeClock();
    const master1Key = base32Decode(DEMO_TWO_FACTOR_KEYS.master1!)!;
    const session = await post('/auth/two-factor/verify', { challenge: (await passwordStep('master1')).challenge!, code: codeFor(master1Key, step) });
    const token = session.json().data.token;
    expect(await t.db.transaction().execute((trx) => resetTwoFactor(trx, 'master1'))).toEqual({ sessionsEnded: 1 });
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/core/user/info', headers: bearer(token) })).statusCode).toBe(401);
    expect(await t.db.transaction().execute((trx) => resetTwoFactor(trx, 'member1'))).toBeNull();
  });

  it('gives master1 (required, none now) an enrolment challenge, a key for it, and a session once a code confirms it', async () => {
    const step = freezeClock();
    const first = await passwordStep('master1');
    expect(first.two_factor).toBe('enrol');
    const setup = await post('/auth/two-factor/enrol/start', { challenge: first.challenge! });
    expect(setup.statusCode).toBe(200);
    const { secret, otpauth_url } = setup.json().data;
    expect(otpauth_url).toBe(`otpauth://totp/Casino:master1?secret=${secret}&issuer=Casino&algorithm=SHA1&digits=6&period=30`);
    key = base32Decode(secret)!;

    const rows = await snapshot(t.db);
    const wrong = await post('/auth/two-factor/enrol/finish', { challenge: first.challenge!, code: codeFor(key, step + 5) });
    expect(wrong.statusCode).toBe(401);
    // Nothing turned on: only the wrong code is counted, as a failed sign-in.
    expect(await snapshot(t.db)).toEqual({ ...rows, login_attempts: rows.login_attempts! + 1 });

    const done = await post('/auth/two-factor/enrol/finish', { challenge: first.challenge!, code: codeFor(key, step) });
    expect(done.statusCode).toBe(200);
    const data = done.json().data;
    expect(data.account.username).toBe('master1');
    recoveryCodes = data.recovery_codes;
    expect(recoveryCodes).toHaveLength(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);

    const stored = await t.db.selectFrom('two_factor_recovery_codes as r').innerJoin('users as u', 'u.id', 'r.user_id').select('r.code_hash').where('u.username', '=', 'master1').execute();
    expect(stored).toHaveLength(10);
    expect(JSON.stringify(stored)).not.toContain(recoveryCodes[0]!.replace('-', ''));
    const audit = await t.db.selectFrom('audit_log as a').innerJoin('users as u', 'u.id', 'a.target_id').select('a.action').where('u.username', '=', 'master1').where('a.action', 'like', 'two_factor.%').orderBy('a.id').execute();
    expect(audit.map((a) => a.action)).toEqual(['two_factor.reset', 'two_factor.enable']);
  });

  it('asks master1 for a code from then on', async () => {
    const step = freezeClock();
    const next = await passwordStep('master1');
    expect(next.two_factor).toBe('verify');
    expect((await post('/auth/two-factor/verify', { challenge: next.challenge!, code: codeFor(key, step) })).statusCode).toBe(200);
  });

  it('takes a recovery code once, in either case and with or without its dash', async () => {
    const code = recoveryCodes[0]!;
    const first = await post('/auth/two-factor/verify', { challenge: (await passwordStep('master1')).challenge!, recovery_code: code.toUpperCase().replace('-', '') });
    expect(first.statusCode).toBe(200);
    const again = await post('/auth/two-factor/verify', { challenge: (await passwordStep('master1')).challenge!, recovery_code: code });
    expect(again.statusCode).toBe(401);
    const status = await t.app.inject({ method: 'GET', url: '/api/v1/core/user/two-factor', headers: bearer(first.json().data.token) });
    expect(status.json().data).toEqual({ enabled: true, required: true, enabled_at: expect.any(String), recovery_codes_left: 9 });
  });

  it("refuses a recovery code sent from outside master1's allow-list without spending it", async () => {
    const master1 = (await t.db.selectFrom('users').select('id').where('username', '=', 'master1').executeTakeFirstOrThrow()).id;
    // Every address of nextAddress() is inside.
    await t.db.insertInto('sign_in_allow_list').values({ user_id: master1, address: '10.20.0.0/16', created_by: master1 }).execute();
    try {
      const { challenge } = await passwordStep('master1');
      const refused = await post('/auth/two-factor/verify', { challenge, recovery_code: recoveryCodes[1]! }, {}, '192.0.2.60');
      expect([refused.statusCode, refused.json().code]).toEqual([403, 'ADDRESS_REFUSED']);
      const left = await t.db.selectFrom('two_factor_recovery_codes').select((eb) => eb.fn.countAll<string>().as('n')).where('user_id', '=', master1).where('used_at', 'is', null).executeTakeFirstOrThrow();
      expect(Number(left.n)).toBe(9);
      expect((await post('/auth/two-factor/verify', { challenge, recovery_code: recoveryCodes[1]! })).statusCode).toBe(200);
    } finally {
      await t.db.deleteFrom('sign_in_allow_list').where('user_id', '=', master1).execute();
    }
  });

  it('refuses to turn a master off, and never shows an enrolment key twice for an enabled account', async () => {
    const step = freezeClock();
    const session = await post('/auth/two-factor/verify', { challenge: (await passwordStep('master1')).challenge!, code: codeFor(key, step) });
    const headers = bearer(session.json().data.token);
    const off = await t.app.inject({ method: 'POST', url: '/api/v1/core/user/two-factor/disable', headers: { ...EN, ...headers }, payload: { code: codeFor(key, step + 1) } });
    expect(off.statusCode).toBe(409);
    expect(off.json().message).toBe('Two-factor sign-in is required for your level and cannot be turned off');
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/core/user/two-factor/setup', headers })).statusCode).toBe(409);
  });

  it('gives new recovery codes for a current code; the old ones stop working', async () => {
    const step = freezeClock();
    const session = await post('/auth/two-factor/verify', { challenge: (await passwordStep('master1')).challenge!, code: codeFor(key, step) });
    const headers = { ...EN, ...bearer(session.json().data.token) };
    const renewed = await t.app.inject({ method: 'POST', url: '/api/v1/core/user/two-factor/recovery-codes', headers, payload: { code: codeFor(key, step + 1) } });
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json().data.recovery_codes).toHaveLength(10);
    expect((await post('/auth/two-factor/verify', { challenge: (await passwordStep('master1')).challenge!, recovery_code: recoveryCodes[1]! })).statusCode).toBe(401);
    expect((await post('/auth/two-factor/verify', { challenge: (await passwordStep('master1')).challenge!, recovery_code: renewed.json().data.recovery_codes[0] })).statusCode).toBe(200);
  });
});

describe("an agency's own choice", () => {
  it('sets two-factor up from a session, signs in with it, and turns it off again with a code', async () => {
    const step = freezeClock();
    const { token } = await passwordStep('agency2');
    const headers = { ...EN, ...bearer(token!) };
    const status = await t.app.inject({ method: 'GET', url: '/api/v1/core/user/two-factor', headers });
    expect(status.json().data).toEqual({ enabled: false, required: false, enabled_at: null, recovery_codes_left: 0 });
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/core/user/two-factor/enable', headers, payload: { code: '123456' } })).statusCode).toBe(409);

    const setup = await t.app.inject({ method: 'POST', url: '/api/v1/core/user/two-factor/setup', headers });
    const key = base32Decode(setup.json().data.secret)!;
    const enabled = await t.app.inject({ method: 'POST', url: '/api/v1/core/user/two-factor/enable', headers, payload: { code: codeFor(key, step) } });
    expect(enabled.statusCode).toBe(200);
    expect(enabled.json().data.recovery_codes).toHaveLength(10);

    const next = await passwordStep('agency2');
    expect(next.two_factor).toBe('verify');
    const signedIn = await post('/auth/two-factor/verify', { challenge: next.challenge!, code: codeFor(key, step + 1) });
    const headers2 = { ...EN, ...bearer(signedIn.json().data.token) };
    const off = await t.app.inject({ method: 'POST', url: '/api/v1/core/user/two-factor/disable', headers: headers2, payload: { code: codeFor(key, step + 1) } });
    expect(off.statusCode).toBe(409); // that code was just used
    const off2 = await t.app.inject({ method: 'POST', url: '/api/v1/core/user/two-factor/disable', headers: headers2, payload: { code: codeFor(key, step - 1 + 3) } });
    expect(off2.statusCode).toBe(401); // two steps ahead: out of the window
    jest.spyOn(Date, 'now').mockReturnValue((step + 2) * STEP_SECONDS * 1000 + 15_000);
    const off3 = await t.app.inject({ method: 'POST', url: '/api/v1/core/user/two-factor/disable', headers: headers2, payload: { code: codeFor(key, step + 2) } });
    expect(off3.json().data).toEqual({ enabled: false, required: false, enabled_at: null, recovery_codes_left: 0 });
    expect((await passwordStep('agency2')).token).toEqual(expect.any(String));
    const actions = await t.db.selectFrom('audit_log as a').innerJoin('users as u', 'u.id', 'a.target_id').select('a.action').where('u.username', '=', 'agency2').where('a.action', 'like', 'two_factor.%').orderBy('a.id').execute();
    expect(actions.map((a) => a.action)).toEqual(['two_factor.enable', 'two_factor.disable']);
  });

  it('is for partners only', async () => {
    const { token } = await passwordStep('member2');
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/core/user/two-factor/setup', headers: bearer(token!) })).statusCode).toBe(403);
  });
});

describe("a partner's sign-in allow-list at the second step", () => {
  it('refuses a code from an address the list does not cover before taking it, recorded; the same code from inside signs in', async () => {
    const step = freezeClock();
    const master2 = (await t.db.selectFrom('users').select('id').where('username', '=', 'master2').executeTakeFirstOrThrow()).id;
    // Every address of nextAddress() is inside.
    await t.db.insertInto('sign_in_allow_list').values({ user_id: master2, address: '10.20.0.0/16', created_by: master2 }).execute();
    try {
      const { challenge } = await passwordStep('master2');
      const refused = await post('/auth/two-factor/verify', { challenge, code: codeFor(DEMO_KEY, step) }, {}, '192.0.2.50');
      expect([refused.statusCode, refused.json().code]).toEqual([403, 'ADDRESS_REFUSED']);
      const attempts = await t.db.selectFrom('login_attempts').select('outcome').where('username_key', '=', 'master2').where('ip', '=', '192.0.2.50').execute();
      expect(attempts).toEqual([{ outcome: 'address_refused' }]);
      expect((await post('/auth/two-factor/verify', { challenge, code: codeFor(DEMO_KEY, step) })).statusCode).toBe(200);
      // The password's step from outside is refused too, and gets no challenge.
      const outside = await post('/auth/login', { username: 'master2', password: 'demo1234' }, {}, '192.0.2.51');
      expect([outside.statusCode, outside.json().code]).toEqual([403, 'ADDRESS_REFUSED']);
    } finally {
      await t.db.deleteFrom('sign_in_allow_list').where('user_id', '=', master2).execute();
    }
  });
});

describe("a master's enrolment from outside its allow-list", () => {
  it('is refused before the key is turned on; from inside the same code enrols', async () => {
    const step = freezeClock();
    await t.db.transaction().execute((trx) => resetTwoFactor(trx, 'master2'));
    const master2 = (await t.db.selectFrom('users').select('id').where('username', '=', 'master2').executeTakeFirstOrThrow()).id;
    await t.db.insertInto('sign_in_allow_list').values({ user_id: master2, address: '10.20.0.0/16', created_by: master2 }).execute();
    try {
      const first = await passwordStep('master2');
      expect(first.two_factor).toBe('enrol');
      const key = base32Decode((await post('/auth/two-factor/enrol/start', { challenge: first.challenge! })).json().data.secret)!;
      const refused = await post('/auth/two-factor/enrol/finish', { challenge: first.challenge!, code: codeFor(key, step) }, {}, '192.0.2.61');
      expect([refused.statusCode, refused.json().code]).toEqual([403, 'ADDRESS_REFUSED']);
      expect(await t.db.selectFrom('two_factor').select('user_id').where('user_id', '=', master2).execute()).toEqual([]);
      expect((await post('/auth/two-factor/enrol/finish', { challenge: first.challenge!, code: codeFor(key, step) })).statusCode).toBe(200);
    } finally {
      await t.db.deleteFrom('sign_in_allow_list').where('user_id', '=', master2).execute();
    }
  });
});
