import type { GameType, StaffPermissions } from '@casino/contract';
import { isApiError, LatestRequest, type HttpClient, makeStoreObservable } from '@casino/platform';
import { action } from 'mobx';
import { getPermissions } from '../../../api/get-permissions';
import { setPermission } from '../../../api/set-permission';

export type LookupStatus = 'idle' | 'loading' | 'ready' | 'not-found' | 'error';

/** What a rule select offers: allow, deny, or no rule of its own (the next rule down decides). */
export type RuleChoice = 'allow' | 'deny' | 'inherit';

/** One rule of the account: a whole game type (`brandId` null) or one brand of it. */
export interface RuleTarget {
  gameType: GameType;
  brandId: number | null;
}

export type ChangeResult = { outcome: 'done' } | { outcome: 'busy' } | { outcome: 'failed'; message: string | null };

export const targetKey = ({ gameType, brandId }: RuleTarget): string => (brandId === null ? gameType : `${gameType}:${brandId}`);

const ALLOWED: Record<RuleChoice, boolean | null> = { allow: true, deny: false, inherit: null };

/**
 * One account of the master's line, found by ID, with its game rules and the rule that wins for
 * every type and brand; a change answers the account's whole new state, which replaces the old.
 * One change at a time: two answers crossing could otherwise leave the older state on screen.
 */
export class PermissionsStore {
  username = '';
  status: LookupStatus = 'idle';
  errorMessage: string | null = null;
  state: StaffPermissions | null = null;
  /** The rule being changed (its `targetKey`), while its answer is on the way. */
  saving: string | null = null;
  private readonly lookups = new LatestRequest();

  constructor(private readonly http: HttpClient) {
    makeStoreObservable<PermissionsStore, 'http' | 'lookups'>(this, { http: false, lookups: false }, { autoBind: true });
  }

  async find(username: string): Promise<void> {
    const isLatest = this.lookups.begin();
    this.username = username.trim();
    this.state = null;
    this.errorMessage = null;
    if (!this.username) {
      this.status = 'idle';
      return;
    }
    this.status = 'loading';
    try {
      const state = await getPermissions(this.http, this.username);
      if (!isLatest()) return;
      action('permissionsLoaded', () => {
        this.state = state;
        this.status = 'ready';
      })();
    } catch (error) {
      if (!isLatest()) return;
      action('permissionsFailed', () => {
        // Not there, or not of the caller's line: the API answers both with 404.
        this.status = isApiError(error) && error.status === 404 ? 'not-found' : 'error';
        this.errorMessage = isApiError(error) ? error.message : null;
      })();
    }
  }

  retry(): Promise<void> {
    return this.find(this.username);
  }

  async change(target: RuleTarget, choice: RuleChoice): Promise<ChangeResult> {
    const account = this.state?.account;
    if (!account || this.saving !== null) return { outcome: 'busy' };
    this.saving = targetKey(target);
    try {
      const state = await setPermission(this.http, {
        user_id: account.id,
        game_type: target.gameType,
        brand_id: target.brandId,
        allowed: ALLOWED[choice],
      });
      // Another account may have been looked up meanwhile: its state stays.
      action('permissionChanged', () => {
        if (this.state?.account.id === account.id) this.state = state;
      })();
      return { outcome: 'done' };
    } catch (error) {
      return { outcome: 'failed', message: isApiError(error) ? error.message : null };
    } finally {
      action('permissionSettled', () => (this.saving = null))();
    }
  }

  /** The page closed: a lookup still on its way is dropped. */
  stop(): void {
    this.lookups.invalidate();
  }
}
