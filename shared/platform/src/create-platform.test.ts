import { userInfo, walletBalance, type Account, type DataOf } from '@casino/contract';
import { createPlatform } from './create-platform';
import type { Platform } from './platform';
import { failWith, on, type EndpointRoute } from './testing/endpoint-routes';
import { mockApi } from './testing/mock-api';

const account: Account = { id: 7, username: 'member1', nickname: 'Lucky', role: 'member', level: 'member', state: 'normal', referral_code: null, rights: [] };
const profile: DataOf<typeof userInfo>['user'] = { phone: '010', bank_name: 'KB', account_number: '****1', parent_username: null, created_at: '2025-01-01T00:00:00.000Z', last_login_at: null };

let platform: Platform;
const navigate = jest.fn();
/** What the API's login answer leaves for scripts to see (the session itself is HttpOnly). */
const startSession = () => {
  document.cookie = 'signed_in=1; path=/';
};

beforeEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '/');
  navigate.mockClear();
  platform = createPlatform({ apiBase: 'http://api.test', navigate });
});

afterEach(() => {
  platform.dispose();
  platform.session.clear();
  jest.restoreAllMocks();
});

describe('createPlatform', () => {
  it('sends Accept-Language ko by default and en after a switch, and no token of its own', async () => {
    startSession();
    const { requests } = mockApi([on(walletBalance, { balance: 1, credit: 0, rolling_point: 0 })]);
    await platform.http.call(walletBalance);
    await platform.i18n.setLanguage('en');
    await platform.http.call(walletBalance);
    expect(requests.map((request) => request.headers.get('Accept-Language'))).toEqual(['ko', 'en']);
    expect(requests[0]?.headers.has('Authorization')).toBe(false);
  });

  it('knows a session from the API’s readable signed_in cookie, and forgets it on clear', () => {
    expect(platform.session.active).toBe(false);
    startSession();
    expect(platform.session.active).toBe(true);
    const epoch = platform.session.epoch;
    platform.session.clear();
    expect(document.cookie).not.toContain('signed_in=');
    expect(platform.session.active).toBe(false);
    expect(platform.session.epoch).toBe(epoch + 1);
  });

  it('on a 401: forgets the session and the user, closes all modals and goes to /', async () => {
    window.history.replaceState(null, '', '/game/slot?modal=deposit');
    startSession();
    mockApi([on(userInfo, { account, user: profile }), on(walletBalance, { balance: 9, credit: 0, rolling_point: 0 })]);
    await platform.user.load();
    platform.modals.syncFromLocation(window.location.search);
    const popupsClosed = jest.fn();
    const expired = jest.fn();
    platform.modals.onCloseAll(popupsClosed);
    const offExpired = platform.events.on('sessionExpired', expired);

    jest.restoreAllMocks();
    mockApi([on(walletBalance, () => failWith(401, { message: 'Session expired', code: 'UNAUTHORIZED' }))]);
    await expect(platform.user.refreshBalance()).rejects.toMatchObject({ status: 401 });
    offExpired();

    expect(document.cookie).not.toContain('signed_in=');
    expect(platform.user.isLoggedIn).toBe(false);
    expect(platform.modals.current).toBeNull();
    expect(popupsClosed).toHaveBeenCalledTimes(1);
    expect(expired).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenNthCalledWith(1, '/game/slot', { replace: true });
    expect(navigate).toHaveBeenLastCalledWith('/', { replace: false });
  });

  it('goes through the navigator the shell sets', async () => {
    const routerNavigate = jest.fn();
    platform.setNavigator(routerNavigate);
    platform.modals.open('login');
    expect(routerNavigate).toHaveBeenCalledWith('/?modal=login', { replace: false });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('refreshes the balance on balanceChanged, or takes the new figures when given', async () => {
    startSession();
    mockApi([on(walletBalance, { balance: 70_000, credit: 5, rolling_point: 6 })]);
    platform.events.emit('balanceChanged', { balance: 12_345 });
    expect(platform.user.balance).toBe(12_345);
    platform.events.emit('balanceChanged');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(platform.user.balance).toBe(70_000);
  });

  it('announces language changes as a window event', async () => {
    const changed = jest.fn();
    const off = platform.events.on('languageChanged', changed);
    await platform.i18n.setLanguage('en');
    off();
    expect(changed).toHaveBeenCalledWith({ language: 'en' });
  });

  it('stops listening to window events once disposed', () => {
    const other = createPlatform({ apiBase: 'http://api.test', navigate });
    other.dispose();
    platform.events.emit('balanceChanged', { balance: 1 });
    expect(platform.user.balance).toBe(1);
    expect(other.user.balance).toBe(0);
  });
});

describe("createPlatform's live channel (decision 070)", () => {
  /** The page's WebSocket, as the browser would make it; the test speaks for the server. */
  class FakeWebSocket {
    static made: FakeWebSocket[] = [];
    onopen: (() => void) | null = null;
    onmessage: ((event: { data: unknown }) => void) | null = null;
    onclose: ((event: { code: number }) => void) | null = null;
    constructor(readonly url: string) {
      FakeWebSocket.made.push(this);
    }
    close() {}
    hear(message: object) {
      this.onmessage?.({ data: JSON.stringify(message) });
    }
  }

  const realWebSocket = globalThis.WebSocket;
  let live: Platform | undefined;
  beforeEach(() => {
    jest.useFakeTimers();
    Object.assign(globalThis, { WebSocket: FakeWebSocket });
  });
  afterEach(() => {
    live?.dispose();
    live = undefined;
    Object.assign(globalThis, { WebSocket: realWebSocket });
    jest.useRealTimers();
  });

  /** A signed-in page whose API answers `routes`, with its channel opened after the first paint. */
  async function openLivePage(routes: EndpointRoute[]) {
    live = createPlatform({ apiBase: 'http://api.test', navigate, live: true });
    startSession();
    const { requests } = mockApi(routes);
    await live.user.load();
    live.realtime.start();
    await jest.advanceTimersByTimeAsync(2_000);
    return { live, requests, socket: FakeWebSocket.made.at(-1)! };
  }

  it("opens after sign-in at the API's address; the member's figures follow what it hears, and a resync reads them again", async () => {
    const { live, requests, socket } = await openLivePage([
      on(userInfo, { account, user: profile }),
      on(walletBalance, { balance: 100, credit: 5, rolling_point: 1, versions: { balance: 3, credit: 3, rolling_point: 3 } }),
    ]);
    expect(socket.url).toBe('ws://api.test/api/v1/live');

    socket.hear({ type: 'ready' });
    socket.hear({ type: 'balance', figure: 'balance', amount: 90, version: 4 });
    socket.hear({ type: 'balance', figure: 'credit', amount: 1, version: 2 });
    expect([live.realtime.liveConnected, live.user.balance, live.user.credit]).toEqual([true, 90, 5]);

    const before = requests.length;
    socket.hear({ type: 'resync' });
    await jest.advanceTimersByTimeAsync(0);
    expect(requests.slice(before).map((request) => new URL(request.url).pathname)).toEqual(['/api/v1/wallet/balance']);
  });

  it('signs the page out when the server closes the channel for a stop, saying so', async () => {
    let stopped = false;
    const { live, socket } = await openLivePage([
      on(userInfo, () => (stopped ? failWith(401, { code: 'UNAUTHORIZED', message: 'Please log in' }) : undefined)),
      on(userInfo, { account, user: profile }),
      on(walletBalance, { balance: 1, credit: 0, rolling_point: 0 }),
    ]);
    const expired: unknown[] = [];
    live.events.on('sessionExpired', (detail) => expired.push(detail));
    stopped = true;
    socket.onclose?.({ code: 4403 });
    await jest.advanceTimersByTimeAsync(0);
    expect([live.user.isLoggedIn, expired]).toEqual([false, [{ reason: 'stopped' }]]);
  });
});
