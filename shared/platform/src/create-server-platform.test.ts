/**
 * @jest-environment node
 */
import { userInfo, walletBalance, type Account, type DataOf } from '@casino/contract';
import { createServerPlatform, type ServerPlatformOptions } from './create-server-platform';
import { failWith, on } from './testing/endpoint-routes';
import { mockApi } from './testing/mock-api';

const account: Account = { id: 7, username: 'member1', nickname: 'Lucky', role: 'member', level: 'member', state: 'normal', referral_code: null, rights: [] };
const profile: DataOf<typeof userInfo>['user'] = { phone: '010', bank_name: 'KB', account_number: '****1', parent_username: null, created_at: '2025-01-01T00:00:00.000Z', last_login_at: null };

const serverPlatform = (options: Partial<ServerPlatformOptions> = {}) =>
  createServerPlatform({ apiBase: 'http://api.test', language: 'en', signedIn: true, path: '/game/slot', fetch: (input, init) => globalThis.fetch(input, init), ...options });

afterEach(() => jest.restoreAllMocks());

test('runs without a browser: the language is the one given, in every call, and stays in memory', async () => {
  const { requests } = mockApi([on(walletBalance, { balance: 5, credit: 0, rolling_point: 0 })]);
  const platform = serverPlatform({ language: 'en' });
  expect(typeof window).toBe('undefined');
  expect(platform.i18n.language).toBe('en');
  expect(platform.i18n.t('common:money.cash')).toBe('Cash');
  await platform.http.call(walletBalance);
  expect(requests[0]?.headers.get('Accept-Language')).toBe('en');
  expect(requests[0]?.url).toBe('http://api.test/api/v1/wallet/balance');
});

test('every call goes through the fetch it is given (the one that forwards the visitor`s cookie)', async () => {
  const { requests } = mockApi([on(walletBalance, { balance: 5, credit: 0, rolling_point: 0 })]);
  const withCookie: typeof fetch = (input, init) => {
    const request = new Request(input, init);
    request.headers.set('cookie', 'token=abc');
    return globalThis.fetch(request);
  };
  await serverPlatform({ fetch: withCookie }).http.call(walletBalance);
  expect(requests[0]?.headers.get('cookie')).toBe('token=abc');
});

test('a signed-in request loads the member; a guest`s asks nothing', async () => {
  const { requests } = mockApi([on(userInfo, { account, user: profile }), on(walletBalance, { balance: 1250000, credit: 300000, rolling_point: 0 })]);
  const member = serverPlatform({ signedIn: true });
  await member.user.load();
  expect(member.user.account?.nickname).toBe('Lucky');
  expect(member.user.balance).toBe(1250000);

  const guest = serverPlatform({ signedIn: false });
  await guest.user.load();
  expect(guest.user.isLoggedIn).toBe(false);
  expect(requests).toHaveLength(2);
});

test('a session the API no longer knows ends the render`s session, and navigation goes nowhere', async () => {
  mockApi([on(userInfo, () => failWith(401, { code: 'UNAUTHORIZED', message: 'no' })), on(walletBalance, () => failWith(401, { code: 'UNAUTHORIZED', message: 'no' }))]);
  const platform = serverPlatform({ signedIn: true });
  const expired = jest.fn();
  platform.events.on('sessionExpired', expired);
  await expect(platform.user.load()).rejects.toMatchObject({ status: 401 });
  expect(platform.session.active).toBe(false);
  expect(expired).toHaveBeenCalled();
  expect(() => platform.modals.open('login')).not.toThrow();
});

test('a render may be given the words a render before it used: the same service, its namespaces kept', () => {
  const first = serverPlatform({ language: 'ko' });
  first.i18n.addNamespace('games', { ko: { title: '게임' }, en: { title: 'Games' } });
  first.dispose();
  const second = serverPlatform({ language: 'ko', i18n: first.i18n });
  expect(second.i18n).toBe(first.i18n);
  expect(second.i18n.t('games:title')).toBe('게임');
  second.dispose();
});
