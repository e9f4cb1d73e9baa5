import type { ChildRates, RollingRates } from '@casino/contract';
import { type HttpClient, makeStoreObservable } from '@casino/platform';
import { readNumber, type NumberReading, type NumberRule } from '@casino/platform/back-office';
import { action } from 'mobx';
import { errorMessage } from '../../../lib/error-message';
import { bpToPercent, percentToBp } from '../../../lib/format';
import { findWindowAccount, type WindowAccountLoad } from '../../../lib/window-account-load';
import { getRollingSetting } from '../../../api/get-rolling-setting';
import { setRollingRates } from '../../../api/set-rolling-rates';

export const GAME_TYPES = ['casino', 'slot', 'lotto'] as const satisfies ReadonlyArray<keyof RollingRates>;

const PAGE = 100;
const MAX_PAGES = 50;

type Rates = Record<keyof RollingRates, string>;

/** A saved rate as its field first shows it: a percent with two decimals (150 -> '1.50'). */
export const rateText = (bp: number) => bpToPercent(bp).toFixed(2);

/**
 * The rolling rates of one direct child, in basis points, with the caller's own as the upper
 * bound (a child's rate never exceeds its parent's; the API also floors it at the child's own
 * children's and says so in its message).
 */
export class RollingSettingStore {
  own: RollingRates | null = null;
  child: ChildRates | null = null;
  /** What the form holds: each rate as typed, in percent. Never corrected; `reading` says what is wrong with it. */
  draft: Rates = { casino: '', slot: '', lotto: '' };
  load: WindowAccountLoad = { status: 'loading' };
  saving = false;
  error: string | null = null;

  constructor(
    private readonly http: HttpClient,
    private readonly genericError: string,
  ) {
    makeStoreObservable<RollingSettingStore, 'http' | 'genericError'>(this, { http: false, genericError: false }, { autoBind: true });
  }

  /** What a rate may be, in percent: from 0 to the caller's own rate (a child's never exceeds its parent's), two decimals. */
  rule(type: keyof RollingRates): NumberRule {
    return { min: 0, max: this.own ? bpToPercent(this.own[type]) : 100, decimals: 2 };
  }

  reading(type: keyof RollingRates): NumberReading {
    return readNumber(this.draft[type], this.rule(type));
  }

  /** A field's rate in basis points; null while it is empty or out of its rule. */
  private bp(type: keyof RollingRates): number | null {
    const { value, problem } = this.reading(type);
    return value === null || problem !== null ? null : percentToBp(value);
  }

  /** The rates that differ from the child's saved ones, in basis points. */
  get changes(): Partial<RollingRates> {
    const { child } = this;
    if (!child) return {};
    return Object.fromEntries(GAME_TYPES.filter((type) => this.bp(type) !== null && this.bp(type) !== child.rates[type]).map((type) => [type, this.bp(type)]));
  }

  /** A field empty, or not a rate it may be (below 0, above the caller's own, more than two decimals): nothing to send yet. */
  get invalid(): boolean {
    return GAME_TYPES.some((type) => this.bp(type) === null);
  }

  async open(id: number | null, usernameHint: string | null): Promise<void> {
    this.load = { status: 'loading' };
    const { found, load } = await findWindowAccount(id, (childId) => this.find(childId, usernameHint), this.genericError);
    action('ratesLoaded', () => {
      if (found) {
        this.own = found.own;
        this.child = found.child;
        this.draft = textsOf(found.child.rates);
      }
      this.load = load;
    })();
  }

  /** The child among the caller's direct children (the list is by username, the hint narrows it). */
  private async find(id: number, usernameHint: string | null): Promise<{ own: RollingRates; child: ChildRates } | null> {
    if (usernameHint) {
      const answer = await getRollingSetting(this.http, { username: usernameHint, page: 1, pageSize: PAGE });
      const child = answer.items.find((item) => item.id === id);
      if (child) return { own: answer.own, child };
    }
    for (let page = 1; page <= MAX_PAGES; page += 1) {
      const answer = await getRollingSetting(this.http, { page, pageSize: PAGE });
      const child = answer.items.find((item) => item.id === id);
      if (child) return { own: answer.own, child };
      if (page * PAGE >= answer.total) break;
    }
    return null;
  }

  setRate(type: keyof RollingRates, text: string): void {
    this.draft = { ...this.draft, [type]: text };
    this.error = null;
  }

  /** Saves the changed rates; true when the server took them. */
  async save(): Promise<'saved' | 'unchanged' | 'failed'> {
    const { child } = this;
    const rates = this.changes;
    if (!child || Object.keys(rates).length === 0) return 'unchanged';
    this.saving = true;
    this.error = null;
    try {
      const answer = await setRollingRates(this.http, { user_id: child.id, rates });
      action('ratesSaved', () => {
        this.child = answer;
        this.draft = textsOf(answer.rates);
        this.saving = false;
      })();
      return 'saved';
    } catch (error) {
      action('ratesRefused', () => {
        this.saving = false;
        this.error = errorMessage(error, this.genericError);
      })();
      return 'failed';
    }
  }
}

const textsOf = (rates: RollingRates): Rates => ({ casino: rateText(rates.casino), slot: rateText(rates.slot), lotto: rateText(rates.lotto) });
