import { logout, userInfo, walletBalance, type Account, type Endpoint } from '@casino/contract';
import { configure } from 'mobx';
import { ApiError } from '../http/api-error';
import type { HttpClient } from '../http/http-client';
import type { Session } from '../session/session';
import { UserStore } from './user-store';

configure({ enforceActions: 'observed' });

const account: Account = { id: 7, username: 'member1', nickname: 'Lucky', role: 'member', level: 'member', state: 'normal', referral_code: null, rights: [] };
const profile = {
  phone: '010-1234-5678',
  bank_name: 'KB',
  account_number: '****5678',
  parent_username: 'agency1',
  created_at: '2025-01-01T00:00:00.000Z',
  last_login_at: null,
};

/** The API's cookies as the page sees them: `active` once the server set them, until cleared. */
function fakeSession(active = true): Session & { active: boolean; epoch: number } {
  return {
    active,
    epoch: 0,
    begin() {
      this.active = true;
      this.epoch += 1;
    },
    clear() {
      this.active = false;
      this.epoch += 1;
    },
  };
}

/** Answers by endpoint; a function answer may throw. */
function fakeHttp(answers: Map<Endpoint, unknown>) {
  const call = jest.fn(async (endpoint: Endpoint) => {
    const answer = answers.get(endpoint);
    return typeof answer === 'function' ? (answer as () => unknown)() : answer;
  });
  return { http: { call } as unknown as HttpClient, call };
}

const signedInAnswers = () =>
  new Map<Endpoint, unknown>([
    [userInfo, { account, user: profile }],
    [walletBalance, { balance: 150_000, credit: 2_000, rolling_point: 300 }],
    [logout, { ok: true }],
  ]);

describe('UserStore', () => {
  it('is logged in exactly when an account is present', async () => {
    const store = new UserStore(fakeHttp(signedInAnswers()).http, fakeSession());
    expect(store.isLoggedIn).toBe(false);
    await store.load();
    expect(store.isLoggedIn).toBe(true);
    store.clear();
    expect(store.isLoggedIn).toBe(false);
  });

  it('loads the account, profile and balances', async () => {
    const { http, call } = fakeHttp(signedInAnswers());
    const store = new UserStore(http, fakeSession());
    await store.load();
    expect(call.mock.calls.map(([endpoint]) => endpoint)).toEqual([userInfo, walletBalance]);
    expect(store.account).toEqual(account);
    expect(store.user).toEqual(profile);
    expect([store.balance, store.credit, store.rollingPoint]).toEqual([150_000, 2_000, 300]);
    expect(store.status).toBe('ready');
  });

  it('hands a loaded member on as a snapshot, and another page starts from it without asking', async () => {
    const rendered = new UserStore(fakeHttp(signedInAnswers()).http, fakeSession());
    expect(rendered.snapshot()).toBeNull();
    await rendered.load();
    const snapshot = JSON.parse(JSON.stringify(rendered.snapshot()));

    const { http, call } = fakeHttp(signedInAnswers());
    const page = new UserStore(http, fakeSession());
    page.restore(snapshot);
    expect(call).not.toHaveBeenCalled();
    expect([page.isLoggedIn, page.status, page.account, page.user]).toEqual([true, 'ready', account, profile]);
    expect([page.balance, page.credit, page.rollingPoint]).toEqual([150_000, 2_000, 300]);
  });

  it('restores no member where the browser has no session (it ended in between)', () => {
    const page = new UserStore(fakeHttp(signedInAnswers()).http, fakeSession(false));
    page.restore({ account, user: profile, balance: 1, credit: 2, rollingPoint: 3 });
    expect(page.isLoggedIn).toBe(false);
  });

  it('adopts the member someone else read for this session, without asking; no one without a session', () => {
    const { http, call } = fakeHttp(signedInAnswers());
    const store = new UserStore(http, fakeSession());
    store.adopt({ account, user: profile }, { balance: 150_000, credit: 2_000, rolling_point: 300 });
    expect(call).not.toHaveBeenCalled();
    expect([store.isLoggedIn, store.status, store.account, store.user]).toEqual([true, 'ready', account, profile]);
    // Taken as they are: nothing inside them is made observable (a server render adopts one per page).
    expect(store.account).toBe(account);
    expect(store.user).toBe(profile);
    expect(store.snapshot()).toEqual({ account, user: profile, balance: 150_000, credit: 2_000, rollingPoint: 300 });

    const ended = new UserStore(http, fakeSession(false));
    ended.adopt({ account, user: profile }, { balance: 1, credit: 2, rolling_point: 3 });
    expect(ended.isLoggedIn).toBe(false);
  });

  it('does not call the API without a session', async () => {
    const { http, call } = fakeHttp(signedInAnswers());
    const store = new UserStore(http, fakeSession(false));
    await store.load();
    expect(call).not.toHaveBeenCalled();
    expect(store.isLoggedIn).toBe(false);
  });

  it('marks a failed load and passes the error on', async () => {
    const failure = new ApiError(0, 'NETWORK', 'offline');
    const answers = signedInAnswers().set(userInfo, () => Promise.reject(failure));
    const store = new UserStore(fakeHttp(answers).http, fakeSession());
    await expect(store.load()).rejects.toBe(failure);
    expect(store.status).toBe('error');
  });

  it('refreshes the balances alone', async () => {
    const answers = signedInAnswers();
    const { http, call } = fakeHttp(answers);
    const store = new UserStore(http, fakeSession());
    await store.load();
    answers.set(walletBalance, { balance: 1, credit: 2, rolling_point: 3 });
    await store.refreshBalance();
    expect(call).toHaveBeenLastCalledWith(walletBalance);
    expect([store.balance, store.credit, store.rollingPoint]).toEqual([1, 2, 3]);
  });

  describe("the live channel's figures (decision 070)", () => {
    const versioned = (balance: number, version: number) => ({ balance, credit: 2_000, rolling_point: 300, versions: { balance: version, credit: 4, rolling_point: 9 } });

    it('takes a figure newer than the one shown, even several versions on, and passes over an older one', async () => {
      const answers = signedInAnswers();
      answers.set(walletBalance, versioned(150_000, 10));
      const store = new UserStore(fakeHttp(answers).http, fakeSession());
      await store.load();
      store.applyLiveBalance({ figure: 'balance', amount: 140_000, version: 11 });
      store.applyLiveBalance({ figure: 'credit', amount: 12_000, version: 7 });
      store.applyLiveBalance({ figure: 'balance', amount: 150_000, version: 10 });
      store.applyLiveBalance({ figure: 'rolling_point', amount: 301, version: 9 });
      store.applyLiveBalance({ figure: 'rolling_point', amount: 299, version: 8 });
      expect([store.balance, store.credit, store.rollingPoint]).toEqual([140_000, 12_000, 300]);
      expect(store.snapshot()?.versions).toEqual({ balance: 11, credit: 7, rollingPoint: 9 });
    });

    it('keeps a figure the channel brought from a read that answers later with an older one', async () => {
      const answers = signedInAnswers();
      answers.set(walletBalance, versioned(150_000, 10));
      const store = new UserStore(fakeHttp(answers).http, fakeSession());
      await store.load();
      store.applyLiveBalance({ figure: 'balance', amount: 90_000, version: 12 });
      await store.refreshBalance();
      expect(store.balance).toBe(90_000);
      answers.set(walletBalance, versioned(80_000, 13));
      await store.refreshBalance();
      expect(store.balance).toBe(80_000);
    });

    it('takes a figure without a version as it is (an older remote), and after it only a newer one than it had', async () => {
      const answers = signedInAnswers();
      answers.set(walletBalance, versioned(150_000, 10));
      const store = new UserStore(fakeHttp(answers).http, fakeSession());
      await store.load();
      store.applyBalance({ balance: 1 });
      expect(store.balance).toBe(1);
      store.applyLiveBalance({ figure: 'balance', amount: 2, version: 9 });
      expect(store.balance).toBe(1);
      store.applyLiveBalance({ figure: 'balance', amount: 3, version: 11 });
      expect(store.balance).toBe(3);
    });

    it('takes nothing while signed out', async () => {
      const store = new UserStore(fakeHttp(signedInAnswers()).http, fakeSession());
      store.applyLiveBalance({ figure: 'balance', amount: 5, version: 1 });
      await store.load();
      store.clear();
      store.applyLiveBalance({ figure: 'credit', amount: 5, version: 1 });
      expect([store.balance, store.credit]).toEqual([0, 0]);
    });
  });

  it('signIn starts a new session epoch, shows the account at once and loads the rest', async () => {
    const session = fakeSession(false);
    const store = new UserStore(fakeHttp(signedInAnswers()).http, session);
    // The login answer has set the cookies before signIn runs.
    session.active = true;
    const signingIn = store.signIn(account);
    expect(session.epoch).toBe(1);
    expect(store.isLoggedIn).toBe(true);
    await signingIn;
    expect(store.balance).toBe(150_000);
  });

  it('signOut revokes the session, then forgets the user and the session', async () => {
    const session = fakeSession();
    const { http, call } = fakeHttp(signedInAnswers());
    const store = new UserStore(http, session);
    await store.load();
    await store.signOut();
    expect(call).toHaveBeenLastCalledWith(logout);
    expect(store.isLoggedIn).toBe(false);
    expect(store.balance).toBe(0);
    expect(session.active).toBe(false);
  });

  it('stays signed in when the logout call fails, since only the API can end the session', async () => {
    const session = fakeSession();
    const offline = new ApiError(0, 'NETWORK', 'offline');
    const answers = signedInAnswers().set(logout, () => Promise.reject(offline));
    const store = new UserStore(fakeHttp(answers).http, session);
    await store.load();
    await expect(store.signOut()).rejects.toBe(offline);
    expect(store.isLoggedIn).toBe(true);
    expect(session.active).toBe(true);
  });

  it('signs out when the session had ended already (401)', async () => {
    const session = fakeSession();
    const answers = signedInAnswers().set(logout, () => Promise.reject(new ApiError(401, 'UNAUTHORIZED', 'Please log in')));
    const store = new UserStore(fakeHttp(answers).http, session);
    await store.load();
    await expect(store.signOut()).resolves.toBeUndefined();
    expect(store.isLoggedIn).toBe(false);
    expect(session.active).toBe(false);
  });

  it('ignores a load that answers after sign-out', async () => {
    let answerInfo: (value: unknown) => void = () => undefined;
    const answers = signedInAnswers().set(userInfo, () => new Promise((resolve) => (answerInfo = resolve)));
    const store = new UserStore(fakeHttp(answers).http, fakeSession());
    const loading = store.load();
    store.clear();
    answerInfo({ account, user: profile });
    await loading;
    expect(store.isLoggedIn).toBe(false);
  });
});
