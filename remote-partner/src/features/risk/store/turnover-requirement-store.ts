import type { TurnoverRequirement } from '@casino/contract';
import { isApiError, LatestRequest, type HttpClient, makeStoreObservable } from '@casino/platform';
import { action } from 'mobx';
import { getTurnoverRequirement } from '../../../api/get-turnover-requirement';
import { setTurnoverRequirement } from '../../../api/set-turnover-requirement';

/** The line's rolling requirement as the risk page shows it, and its master changing it. */
export class TurnoverRequirementStore {
  requirement: TurnoverRequirement | null = null;
  status: 'loading' | 'ready' | 'error' = 'loading';
  errorMessage: string | null = null;
  editing = false;
  saving = false;
  /** Why the last save failed (the API's words, '' when it gave none); null: no failure shown. */
  saveError: string | null = null;
  private readonly latest = new LatestRequest();

  constructor(private readonly http: HttpClient) {
    makeStoreObservable<TurnoverRequirementStore, 'http' | 'latest'>(this, { http: false, latest: false }, { autoBind: true });
  }

  async load(): Promise<void> {
    const isLatest = this.latest.begin();
    this.status = 'loading';
    this.errorMessage = null;
    try {
      const requirement = await getTurnoverRequirement(this.http);
      if (isLatest()) this.show(requirement);
    } catch (error) {
      if (isLatest()) action('requirementFailed', () => ((this.status = 'error'), (this.errorMessage = isApiError(error) ? error.message : null)))();
    }
  }

  edit(): void {
    this.editing = true;
    this.saveError = null;
  }

  cancelEdit(): void {
    if (!this.saving) this.editing = false;
  }

  /** Saves the requirement (null removes it); true when saved. */
  async save(percent: number | null): Promise<boolean> {
    if (this.saving) return false;
    this.saving = true;
    this.saveError = null;
    this.latest.invalidate();
    try {
      this.show(await setTurnoverRequirement(this.http, percent));
      action('requirementSaved', () => (this.editing = false))();
      return true;
    } catch (error) {
      action('requirementSaveFailed', () => (this.saveError = isApiError(error) ? error.message : ''))();
      return false;
    } finally {
      action('requirementSettled', () => (this.saving = false))();
    }
  }

  private show(requirement: TurnoverRequirement): void {
    action('requirementShown', () => {
      this.requirement = requirement;
      this.status = 'ready';
    })();
  }
}
