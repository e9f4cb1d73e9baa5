import { logout, userInfo, walletBalance, type Account, type DataOf, type LiveBalanceFigure } from '@casino/contract';
import { makeStoreObservable } from '../make-store-observable';
import { action, observable } from 'mobx';
import type { BalanceFigure, BalanceSnapshot } from '../events/platform-events';
import { isApiError } from '../http/api-error';
import type { HttpClient } from '../http/http-client';
import type { Session } from '../session/session';

export type UserProfile = DataOf<typeof userInfo>['user'];
export type UserStatus = 'idle' | 'loading' | 'ready' | 'error';

const FIGURES: readonly BalanceFigure[] = ['balance', 'credit', 'rollingPoint'];
const FIGURE_OF_LIVE: Record<LiveBalanceFigure, BalanceFigure> = { balance: 'balance', credit: 'credit', rolling_point: 'rollingPoint' };
const NO_VERSIONS = { balance: null, credit: null, rollingPoint: null } as const;

/**
 * `wallet/balance`'s answer (and every answer of its shape: a conversion's, a request's) as the
 * store's figures, with their versions: the header keeps a newer figure the live channel already
 * brought over an answer that arrives after it.
 */
export function balanceSnapshotOf(wallet: DataOf<typeof walletBalance>): BalanceSnapshot {
  const { versions } = wallet;
  return {
    balance: wallet.balance,
    credit: wallet.credit,
    rollingPoint: wallet.rolling_point,
    // An answer from an API before versions (a page older than its server, or the reverse) has none.
    versions: versions && { balance: versions.balance, credit: versions.credit, rollingPoint: versions.rolling_point },
  };
}

/** A loaded member as a server render read it, for the page to start from (JSON). */
export interface UserSnapshot {
  account: Account;
  user: UserProfile | null;
  balance: number;
  credit: number;
  rollingPoint: number;
  versions?: BalanceSnapshot['versions'];
}

/** The signed-in account and its money. Logged in means an account is present (spec 4). */
export class UserStore {
  account: Account | null = null;
  user: UserProfile | null = null;
  balance = 0;
  credit = 0;
  rollingPoint = 0;
  /** Lets guards wait for the first load instead of treating "not loaded yet" as "signed out". */
  status: UserStatus = 'idle';

  // Each figure's version as last read or heard (decision 070); null when not known.
  #versions: Record<BalanceFigure, number | null> = { ...NO_VERSIONS };
  readonly #http: HttpClient;
  readonly #session: Session;
  // Bumped by clear(): an answer to a request made before sign-out must not sign the user back in.
  #generation = 0;

  constructor(http: HttpClient, session: Session) {
    this.#http = http;
    this.#session = session;
    // The account and profile are replaced whole, never changed in place: nothing inside them needs observing.
    makeStoreObservable(this, { account: observable.ref, user: observable.ref }, { autoBind: true });
  }

  get isLoggedIn(): boolean {
    return this.account !== null;
  }

  /** Fetches the profile and balances of the session; without one there is no one to load. */
  async load(): Promise<void> {
    if (!this.#session.active) {
      this.clear();
      return;
    }
    const generation = this.#generation;
    this.status = 'loading';
    try {
      const [info, wallet] = await Promise.all([this.#http.call(userInfo), this.#http.call(walletBalance)]);
      if (generation !== this.#generation) return;
      this.adopt(info, wallet);
    } catch (error) {
      if (generation === this.#generation) action('userLoadFailed', () => (this.status = 'error'))();
      throw error;
    }
  }

  /**
   * Takes the member as `user/info` and `wallet/balance` answer it, read by someone else for this
   * session (a server render is given them by the API that serves its page). Nothing without a session.
   */
  adopt(info: DataOf<typeof userInfo>, wallet: DataOf<typeof walletBalance>): void {
    if (!this.#session.active) return;
    action('userLoaded', () => {
      this.account = info.account;
      this.user = info.user;
      this.#applyBalance(balanceSnapshotOf(wallet));
      this.status = 'ready';
    })();
  }

  async refreshBalance(): Promise<void> {
    if (!this.#session.active) return;
    const generation = this.#generation;
    const wallet = await this.#http.call(walletBalance);
    if (generation !== this.#generation) return;
    action('balanceRefreshed', () => this.#applyBalance(balanceSnapshotOf(wallet)))();
  }

  /** Takes balances someone already has (e.g. from a conversion's answer) without a round trip. */
  applyBalance(snapshot: BalanceSnapshot): void {
    this.#applyBalance(snapshot);
  }

  /**
   * A figure the live channel brought: taken unless what is shown is as new or newer. It is the
   * figure itself, not a change to it, so one missed before it needs no read.
   */
  applyLiveBalance({ figure, amount, version }: { figure: LiveBalanceFigure; amount: number; version: number }): void {
    if (!this.isLoggedIn) return;
    const name = FIGURE_OF_LIVE[figure];
    this.#applyBalance({ [name]: amount, versions: { [name]: version } });
  }

  /** After a successful login (the API has set the session cookie): shows the account at once, then loads the rest. */
  async signIn(account: Account): Promise<void> {
    this.#session.begin();
    this.#generation += 1;
    this.account = account;
    await this.load();
  }

  /**
   * Ends the session on the server, then here. The session cookie is out of every script's
   * reach, so only the API can end it: when the call fails (offline, a server error) the member
   * stays signed in and the error is passed on, rather than the page showing a guest while the
   * browser keeps a live session. A 401 means it had ended already.
   */
  async signOut(): Promise<void> {
    if (this.#session.active) {
      try {
        await this.#http.call(logout);
      } catch (error) {
        if (!(isApiError(error) && error.status === 401)) throw error;
      }
    }
    this.clear();
  }

  /** The loaded member, or null (a guest, or not loaded). */
  snapshot(): UserSnapshot | null {
    if (this.account === null || this.status !== 'ready') return null;
    const { balance, credit, rollingPoint } = this.#versions;
    const versions = balance !== null && credit !== null && rollingPoint !== null ? { balance, credit, rollingPoint } : undefined;
    return { account: this.account, user: this.user, balance: this.balance, credit: this.credit, rollingPoint: this.rollingPoint, versions };
  }

  /** Starts from a member a server render loaded, as if loaded here (the page's first render shows them). */
  restore(snapshot: UserSnapshot): void {
    if (!this.#session.active) return;
    this.account = snapshot.account;
    this.user = snapshot.user;
    this.#applyBalance(snapshot);
    this.status = 'ready';
  }

  /** Forgets the user and the session. */
  clear(): void {
    this.#generation += 1;
    this.#session.clear();
    this.account = null;
    this.user = null;
    this.balance = 0;
    this.credit = 0;
    this.rollingPoint = 0;
    this.#versions = { ...NO_VERSIONS };
    this.status = 'idle';
  }

  /**
   * Each figure given, unless the one shown is as new or newer. One without a version (an older
   * remote's) is taken as it is and keeps the version shown: a later figure must still be newer.
   */
  #applyBalance(snapshot: BalanceSnapshot): void {
    for (const figure of FIGURES) {
      const amount = snapshot[figure];
      if (amount === undefined) continue;
      const version = snapshot.versions?.[figure];
      const shown = this.#versions[figure];
      if (version !== undefined && shown !== null && version <= shown) continue;
      this[figure] = amount;
      if (version !== undefined) this.#versions[figure] = version;
    }
  }
}
