import { isMinutesKind, MAX_MONEY_LIMIT, type ExclusionPeriod, type LimitKind, type PlayerLimit } from '@casino/contract';
import { makeStoreObservable, serverMessage, type HttpClient } from '@casino/platform';
import { amountOf, isAmountRefused } from '@casino/platform/amount';
import type { NumberRule } from '@casino/platform/back-office';
import { action } from 'mobx';
import { getPlayerLimits } from '../../../api/get-player-limits';
import { setPlayerLimit } from '../../../api/set-player-limit';
import { startExclusion } from '../../../api/start-exclusion';
import { unsetValueOf } from './limit-kind';

/** A money limit: whole won from 0 (none of it at all) to the contract's ceiling. */
export const MONEY_LIMIT_RULE: NumberRule = { min: 0, max: MAX_MONEY_LIMIT, group: true };

/**
 * What saving a value does to the member's own limit: sets the first one, lowers it (both at
 * once), raises or removes it (after 24 hours), cancels a waiting change (the value it has), or
 * nothing at all (the value it has with nothing waiting, or the change already waiting).
 */
export type LimitEffect = 'set' | 'lower' | 'raise' | 'remove' | 'cancel' | 'unchanged' | 'waiting';

export type BreakResult = { outcome: 'started'; until: string | null } | { outcome: 'failed'; message: string | null };

export type SaveResult = { outcome: 'saved'; effect: LimitEffect; limit: PlayerLimit } | { outcome: 'busy' } | { outcome: 'failed'; message: string | null };

/** The member's limits (`?modal=limits`): read once, each kind's new value as typed, and its saving. */
export class LimitsStore {
  items: PlayerLimit[] = [];
  status: 'loading' | 'ready' | 'error' = 'loading';
  errorMessage: string | null = null;
  /** The kind being saved; one at a time. */
  saving: LimitKind | null = null;
  /** Each kind's new value as typed (money) or chosen (minutes, as text). */
  drafts: Partial<Record<LimitKind, string>> = {};
  /** The break from play chosen, and whether it is being started. */
  breakPeriod: ExclusionPeriod | null = null;
  startingBreak = false;

  constructor(private readonly http: HttpClient) {
    makeStoreObservable<LimitsStore, 'http'>(this, { http: false }, { autoBind: true });
  }

  async load(): Promise<void> {
    action('loading', () => {
      this.status = 'loading';
      this.errorMessage = null;
    })();
    try {
      const { items } = await getPlayerLimits(this.http);
      action('loaded', () => {
        this.items = items;
        this.status = 'ready';
      })();
    } catch (error) {
      action('loadFailed', () => {
        this.status = 'error';
        this.errorMessage = serverMessage(error);
      })();
    }
  }

  limitOf(kind: LimitKind): PlayerLimit | undefined {
    return this.items.find((l) => l.kind === kind);
  }

  draftOf(kind: LimitKind): string {
    return this.drafts[kind] ?? '';
  }

  setDraft(kind: LimitKind, text: string): void {
    this.drafts[kind] = text;
  }

  /** The typed or chosen value to send: null while empty or out of its rule. */
  wantedOf(kind: LimitKind): number | null {
    const draft = this.draftOf(kind);
    if (isMinutesKind(kind)) return draft === '' ? null : Number(draft);
    return amountOf(draft, MONEY_LIMIT_RULE);
  }

  refused(kind: LimitKind): boolean {
    return !isMinutesKind(kind) && isAmountRefused(this.draftOf(kind), MONEY_LIMIT_RULE);
  }

  /** What asking for `wanted` (null: no limit) would do to the member's own limit of `kind`. */
  effectOf(kind: LimitKind, wanted: number | null): LimitEffect {
    const limit = this.limitOf(kind);
    const own = limit?.own ?? unsetValueOf(kind);
    const pending = limit?.pending ?? null;
    if (pending && wanted === pending.amount) return 'waiting';
    if (wanted === own) return pending ? 'cancel' : 'unchanged';
    if (wanted === null) return 'remove';
    if (own === null) return 'set';
    return wanted < own ? 'lower' : 'raise';
  }

  async save(kind: LimitKind, wanted: number | null): Promise<SaveResult> {
    if (this.saving !== null) return { outcome: 'busy' };
    const effect = this.effectOf(kind, wanted);
    this.saving = kind;
    try {
      const { items } = await setPlayerLimit(this.http, kind, wanted);
      action('saved', () => {
        this.items = items;
        this.drafts[kind] = '';
      })();
      return { outcome: 'saved', effect, limit: items.find((l) => l.kind === kind)! };
    } catch (error) {
      return { outcome: 'failed', message: serverMessage(error) };
    } finally {
      action('saveSettled', () => {
        this.saving = null;
      })();
    }
  }

  chooseBreak(period: ExclusionPeriod): void {
    this.breakPeriod = period;
  }

  /** Starts the chosen break: the server ends every sign-in of the member's, this one too. */
  async startBreak(): Promise<BreakResult> {
    if (this.breakPeriod === null || this.startingBreak) return { outcome: 'failed', message: null };
    this.startingBreak = true;
    try {
      const { until } = await startExclusion(this.http, this.breakPeriod);
      return { outcome: 'started', until };
    } catch (error) {
      return { outcome: 'failed', message: serverMessage(error) };
    } finally {
      action('breakSettled', () => {
        this.startingBreak = false;
      })();
    }
  }
}
