import { registration } from '../../test/registration';
import { loginVia, startTwoApis, TWO_APIS_START_MS, type ApiProcess, type TwoApis } from '../../test/two-api-processes';
import { bearer } from '../../test/test-app';
import { DEFAULT_LOGIN_LIMITS } from './login-attempts';

/* Sessions and the sign-in and sign-up limits live in PostgreSQL: two API processes answer as one. */

const SIGN_UPS_PER_IP = 3;

let apis: TwoApis;
let a: ApiProcess;
let b: ApiProcess;
beforeAll(async () => {
  apis = await startTwoApis({ REGISTER_LIMIT_PER_HOUR: String(SIGN_UPS_PER_IP) });
  [a, b] = apis.processes;
}, TWO_APIS_START_MS);
afterAll(() => apis?.close());

const login = (api: ApiProcess, username: string, password: string, remoteAddress: string) =>
  api.inject({ method: 'POST', url: '/api/v1/core/auth/login', payload: { username, password }, remoteAddress });
const info = (api: ApiProcess, token: string) => api.inject({ url: '/api/v1/core/user/info', headers: bearer(token) });

describe('sessions over two processes', () => {
  it('accepts a session opened by one process in the other, and refuses it in both once logged out through one', async () => {
    const token = await loginVia(a, 'member1');
    expect((await info(b, token)).statusCode).toBe(200);
    expect((await info(a, token)).statusCode).toBe(200);
    expect((await a.inject({ method: 'POST', url: '/api/v1/core/auth/logout', headers: bearer(token) })).statusCode).toBe(200);
    const refused = await info(b, token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ code: 'UNAUTHORIZED', message: 'Please log in' });
    expect((await info(a, token)).statusCode).toBe(401);
    expect((await b.inject({ method: 'POST', url: '/api/v1/core/auth/logout', headers: bearer(token) })).statusCode).toBe(401);
  });

  it('ends in both processes the sessions of an account stopped through one', async () => {
    const member = await loginVia(b, 'member6');
    const id = (await info(b, member)).json().data.account.id;
    const stopped = await a.inject({ method: 'POST', url: `/api/v1/core/user/state/${id}`, headers: bearer(await loginVia(a, 'agency2')), payload: { state: 'stop' } });
    expect(stopped.json().data.state).toBe('stop');
    expect(stopped.json().data.sessions_ended).toBeGreaterThanOrEqual(1);
    for (const api of [a, b]) expect((await info(api, member)).statusCode).toBe(401);
  });
});

describe('the login limit over two processes', () => {
  const { perAccountIp, perIp } = DEFAULT_LOGIN_LIMITS;

  it(`locks an ID for an IP after ${perAccountIp} failures alternating between the processes, in both`, async () => {
    for (let i = 0; i < perAccountIp; i++) expect((await login(apis.processes[i % 2]!, 'member2', 'wrong000', '10.20.0.1')).statusCode).toBe(401);
    for (const api of [a, b]) {
      const locked = await login(api, 'member2', 'demo1234', '10.20.0.1');
      expect(locked.statusCode).toBe(429);
      expect(locked.json().code).toBe('RATE_LIMITED');
    }
    expect((await login(b, 'member2', 'demo1234', '10.20.0.2')).statusCode).toBe(200);
  });

  it(`checks at most ${perAccountIp} wrong passwords of concurrent guesses spread over both processes`, async () => {
    const results = await apis.spread(16, (api) => login(api, 'member3', 'wrong000', '10.21.0.1'));
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(perAccountIp);
    expect(statuses.filter((s) => s === 429)).toHaveLength(16 - perAccountIp);
  });

  it(`locks an IP after ${perIp} failures across IDs, counted over both processes`, async () => {
    for (let i = 0; i < perIp; i++) expect((await login(apis.processes[i % 2]!, `nobody${i}`, 'wrong000', '10.22.0.1')).statusCode).toBe(401);
    for (const api of [a, b]) expect((await login(api, 'member4', 'demo1234', '10.22.0.1')).statusCode).toBe(429);
  });

  it(`checks at most ${perIp} passwords of a burst from one IP at many IDs, spread over both processes`, async () => {
    const results = await apis.spread(2 * perIp, (api, i) => login(api, `guess${i}`, 'wrong000', '10.24.0.1'));
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(perIp);
    expect(statuses.filter((s) => s === 429)).toHaveLength(perIp);
  });
});

describe('the sign-up limit over two processes', () => {
  it(`lets exactly ${SIGN_UPS_PER_IP} sign-ups of a burst from one address through, the burst spread over both processes`, async () => {
    const signUp = (api: ApiProcess, i: number) =>
      api.inject({ method: 'POST', url: '/api/v1/core/register', payload: registration({ referral_code: 'AGENCY1', username: `burst${i}`, nickname: `가입${i}` }), remoteAddress: '10.23.0.1' });
    const answers = await apis.spread(8, signUp);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([...Array<number>(SIGN_UPS_PER_IP).fill(200), ...Array<number>(8 - SIGN_UPS_PER_IP).fill(429)]);
  });
});
