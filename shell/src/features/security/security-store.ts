import { type DataOf, type twoFactorSetup, type twoFactorStatus } from '@casino/contract';
import { isApiError, LatestRequest, type HttpClient, makeStoreObservable } from '@casino/platform';
import { action, runInAction } from 'mobx';
import { disableTwoFactor } from './api/disable-two-factor';
import { enableTwoFactor } from './api/enable-two-factor';
import { getTwoFactorStatus } from './api/get-two-factor-status';
import { renewRecoveryCodes } from './api/renew-recovery-codes';
import { setUpTwoFactor } from './api/set-up-two-factor';

type Status = DataOf<typeof twoFactorStatus>;

/**
 * A partner's own two-factor: its status, a key being set up, and recovery codes just made (held
 * only until the person closes them). Every change needs a current code; the server's message
 * says what was wrong.
 */
export class SecurityStore {
  status: Status | null = null;
  loadError: string | null = null;
  /** A new key shown for setting up, until confirmed. */
  newKey: DataOf<typeof twoFactorSetup> | null = null;
  /** Recovery codes just made, shown once. */
  recoveryCodes: string[] | null = null;
  busy = false;
  actionError: string | null = null;
  private readonly latest = new LatestRequest();

  constructor(private readonly http: HttpClient) {
    makeStoreObservable<SecurityStore, 'http' | 'latest'>(this, { http: false, latest: false }, { autoBind: true });
  }

  async load(): Promise<void> {
    const isLatest = this.latest.begin();
    this.loadError = null;
    try {
      const status = await getTwoFactorStatus(this.http);
      if (isLatest()) action('statusLoaded', () => (this.status = status))();
    } catch (error) {
      if (isLatest()) action('statusFailed', () => (this.loadError = isApiError(error) ? error.message : ''))();
    }
  }

  private async run(change: () => Promise<void>): Promise<boolean> {
    this.busy = true;
    this.actionError = null;
    try {
      await change();
      return true;
    } catch (error) {
      runInAction(() => (this.actionError = isApiError(error) ? error.message : ''));
      return false;
    } finally {
      runInAction(() => (this.busy = false));
    }
  }

  startSetup(): Promise<boolean> {
    return this.run(async () => {
      const key = await setUpTwoFactor(this.http);
      runInAction(() => (this.newKey = key));
    });
  }

  cancelSetup(): void {
    this.newKey = null;
    this.actionError = null;
  }

  enable(code: string): Promise<boolean> {
    return this.run(async () => {
      const { recovery_codes } = await enableTwoFactor(this.http, code);
      runInAction(() => {
        this.newKey = null;
        this.recoveryCodes = recovery_codes;
      });
      await this.load();
    });
  }

  renewCodes(code: string): Promise<boolean> {
    return this.run(async () => {
      const { recovery_codes } = await renewRecoveryCodes(this.http, code);
      runInAction(() => (this.recoveryCodes = recovery_codes));
      await this.load();
    });
  }

  disable(code: string): Promise<boolean> {
    return this.run(async () => {
      const status = await disableTwoFactor(this.http, code);
      runInAction(() => (this.status = status));
    });
  }

  closeRecoveryCodes(): void {
    this.recoveryCodes = null;
  }
}
