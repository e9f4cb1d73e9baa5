import { sql } from 'kysely';
import { DEMO_TWO_FACTOR_KEYS } from '../../seed/demo-world';
import { bearer, EN, startTestApp, type TestApp } from '../../../test/test-app';
import { DEFAULT_LOGIN_LIMITS } from '../login-attempts';
import { CHALLENGE_MINUTES, STRANGER_CODE_WINDOW_HOURS } from './challenges';
import { base32Decode, hotp, STEP_SECONDS, stepAt } from './totp';

/*
 * Wrong codes at the second step of a sign-in, from someone who knows the password (issue 26,
 * item 7): they are held as wrong passwords are, by where they come from, so they never lock the
 * owner out of its own browsers and networks.
 */

let t: TestApp;
beforeAll(async () => {
  // The ID's slow-down for strangers waits 10 s and more, so this machine's speed cannot let a try slip through.
  t = await startTestApp({ staffTwoFactor: 'required', loginLimits: { ...DEFAULT_LOGIN_LIMITS, accountThrottleBaseSeconds: 10 } });
});
afterAll(() => t.close());
afterEach(() => jest.restoreAllMocks());

const KEY = base32Decode(DEMO_TWO_FACTOR_KEYS.master2!)!;
/** What a browser sends (Fetch Metadata): only browsers become trusted devices. */
const BROWSER = { 'sec-fetch-mode': 'cors', 'sec-fetch-site': 'same-origin' };

interface Client {
  ip: string;
  /** The browser's `device` cookie: a browser that signed in to master2 before. */
  device?: string;
  browser?: boolean;
}

const post = (url: string, payload: object, client: Client) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/core/auth${url}`,
    payload,
    headers: { ...EN, ...(client.browser || client.device ? BROWSER : {}), ...(client.device ? { cookie: `device=${client.device}` } : {}) },
    remoteAddress: client.ip,
  });

const passwordStep = (client: Client) => post('/login', { username: 'master2', password: 'demo1234' }, client);

async function challengeFor(client: Client): Promise<string> {
  const res = await passwordStep(client);
  expect(res.statusCode).toBe(200);
  return res.json().data.challenge;
}

const verify = (challenge: string, code: { code: string } | { recovery_code: string }, client: Client) => post('/two-factor/verify', { challenge, ...code }, client);

/**
 * The server's clock, frozen in the middle of a step of its own, later than the last one used
 * (a step once taken stays taken for the key).
 */
let frozenStep = stepAt(Date.now()) + 10;
function freezeClock(): number {
  frozenStep += 10;
  jest.spyOn(Date, 'now').mockReturnValue(frozenStep * STEP_SECONDS * 1000 + 15_000);
  return frozenStep;
}
const rightCode = () => ({ code: hotp(KEY, freezeClock()) });

/** Six digits the server cannot take at the frozen step (none of the three it would). */
function wrongCode(n: number): { code: string } {
  const taken = [-1, 0, 1].map((d) => hotp(KEY, frozenStep + d));
  for (let candidate = n; ; candidate += 1000) {
    const code = String(candidate % 1_000_000).padStart(6, '0');
    if (!taken.includes(code)) return { code };
  }
}

/** A full sign-in of the owner; the browser's `device` cookie when it is one. */
async function ownerSignsIn(client: Client, proof: { code: string } | { recovery_code: string } = rightCode()) {
  const res = await verify(await challengeFor(client), proof, client);
  expect(res.statusCode).toBe(200);
  return { token: res.json().data.token as string | undefined, device: res.cookies.find((c) => c.name === 'device')?.value };
}

/** Minutes after which no wrong code of a challenge counts for strangers: the day, and a challenge's life. */
const DAY_AND_A_CHALLENGE = (STRANGER_CODE_WINDOW_HOURS * 60) + CHALLENGE_MINUTES + 1;

/** As if `minutes` had passed for the sign-in tries (and, with `challenges`, for the challenges' wrong codes). */
async function age(minutes: number, { challenges = false } = {}) {
  await sql`UPDATE login_attempts SET created_at = created_at - make_interval(mins => ${minutes})`.execute(t.db);
  if (challenges) await sql`UPDATE login_challenges SET created_at = created_at - make_interval(mins => ${minutes})`.execute(t.db);
}

describe('an attacker with the password, at one address', () => {
  const attacker: Client = { ip: '10.50.0.1' };

  it('has five codes checked, then that address is refused at both steps', async () => {
    freezeClock();
    const [first, second] = [await challengeFor(attacker), await challengeFor(attacker)];
    for (let i = 0; i < 5; i++) expect((await verify(first, wrongCode(i), attacker)).statusCode).toBe(401);
    const refused = await verify(second, wrongCode(5), attacker);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ code: 'RATE_LIMITED', message: 'Too many failed login attempts for this ID. Try again in 15 minutes' });
    expect((await passwordStep(attacker)).statusCode).toBe(429);
    // Wrong codes are failed sign-ins of the ID, where it keeps them.
    const failures = await t.db.selectFrom('login_attempts').select('outcome').where('username_key', '=', 'master2').where('ip', '=', attacker.ip).execute();
    expect(failures.map((f) => f.outcome)).toEqual(Array(5).fill('bad_credentials'));
  });

  it('does not stop the owner: from another address, even a new one, the right code signs in at once', async () => {
    // The attacker keeps trying meanwhile; nothing of it is checked.
    for (let i = 0; i < 10; i++) expect((await passwordStep(attacker)).statusCode).toBe(429);
    await ownerSignsIn({ ip: '10.50.1.1' });
    const { device } = await ownerSignsIn({ ip: '10.50.1.2', browser: true });
    // Its own browser even behind the attacker's address (one office, one NAT).
    await ownerSignsIn({ ip: attacker.ip, device: device! });
  });
});

describe('guessing spread over many addresses', () => {
  let home: Client;
  let phone: Client;
  let token: string;
  beforeAll(async () => {
    await age(DAY_AND_A_CHALLENGE, { challenges: true });
    // The owner's network (an address it signed in from) and its browser (a device cookie).
    home = { ip: '10.51.0.1' };
    token = (await ownerSignsIn(home)).token!;
    phone = { ip: '10.51.0.2', device: (await ownerSignsIn({ ip: '10.51.0.2', browser: true })).device! };
  });

  it('has ten codes checked in all, however many addresses and challenges run at once', async () => {
    freezeClock();
    const strangers = Array.from({ length: 30 }, (_, i): Client => ({ ip: `10.52.0.${i + 1}` }));
    const challenges = await Promise.all(strangers.map(challengeFor));
    const answers = await Promise.all(challenges.map((challenge, i) => verify(challenge, wrongCode(i), strangers[i]!)));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20);
  });

  it("holds every stranger's app code for a day after that, not the owner's own browser or network", async () => {
    // The ID's slow-down of strangers has passed; the day's count of wrong codes has not.
    await age(60);
    const stranger: Client = { ip: '10.52.1.1' };
    const held = await verify(await challengeFor(stranger), rightCode(), stranger);
    expect(held.statusCode).toBe(429);
    expect(held.json().message).toBe('Too many wrong codes were entered for this ID. Sign in from a browser or network you used before, or with a recovery code');
    expect(Number(held.headers['retry-after'])).toBeGreaterThan(22 * 3600);

    await ownerSignsIn(home);
    await ownerSignsIn({ ...phone, ip: '10.53.0.1' });
  });

  it("never locks the owner's signed-in changes: new recovery codes for a current code", async () => {
    const renewed = await t.app.inject({ method: 'POST', url: '/api/v1/core/user/two-factor/recovery-codes', headers: { ...EN, ...bearer(token) }, payload: rightCode() });
    expect(renewed.statusCode).toBe(200);
    const recoveryCodes: string[] = renewed.json().data.recovery_codes;

    // A recovery code cannot be guessed (about 50 bits): a stranger may use one meanwhile.
    await ownerSignsIn({ ip: '10.52.2.1' }, { recovery_code: recoveryCodes[0]! });
  });

  it('lets strangers try app codes again once the day has passed', async () => {
    await age(DAY_AND_A_CHALLENGE, { challenges: true });
    await ownerSignsIn({ ip: '10.52.3.1' });
  });
});
