import type { LimitKind, LineMemberLimit, LineMemberProtection } from '@casino/contract';
import { isApiError, LatestRequest, type HttpClient, makeStoreObservable } from '@casino/platform';
import { action } from 'mobx';
import { getMemberProtection } from '../../../api/get-member-protection';
import { setMemberLimit } from '../../../api/set-member-limit';

/**
 * A member's play limits and break as a partner of its line sees them, and the partner's own
 * limit being set for one kind. Every save answers the whole picture again, which is then shown.
 */
export class ProtectionStore {
  protection: LineMemberProtection | null = null;
  status: 'loading' | 'ready' | 'error' = 'loading';
  errorMessage: string | null = null;
  /** The kind whose limit the partner is setting. */
  editing: LimitKind | null = null;
  saving = false;
  /** Why the last save failed (the API's words, '' when it gave none); null: no failure shown. */
  saveError: string | null = null;
  private readonly latest = new LatestRequest();

  constructor(
    private readonly http: HttpClient,
    readonly userId: number,
  ) {
    makeStoreObservable<ProtectionStore, 'http' | 'latest'>(this, { http: false, userId: false, latest: false }, { autoBind: true });
  }

  /** The kind being set, as last read. */
  get edited(): LineMemberLimit | null {
    return this.protection?.items.find((item) => item.kind === this.editing) ?? null;
  }

  async load(): Promise<void> {
    const isLatest = this.latest.begin();
    this.status = 'loading';
    this.errorMessage = null;
    try {
      const protection = await getMemberProtection(this.http, this.userId);
      if (isLatest()) this.show(protection);
    } catch (error) {
      if (isLatest()) action('protectionFailed', () => ((this.status = 'error'), (this.errorMessage = isApiError(error) ? error.message : null)))();
    }
  }

  edit(kind: LimitKind): void {
    this.editing = kind;
    this.saveError = null;
  }

  cancelEdit(): void {
    if (!this.saving) this.editing = null;
  }

  /** Saves the partner's own limit of the kind being set (null removes it); true when saved. */
  async save(amount: number | null): Promise<boolean> {
    const kind = this.editing;
    if (kind === null || this.saving) return false;
    this.saving = true;
    this.saveError = null;
    this.latest.invalidate();
    try {
      const protection = await setMemberLimit(this.http, this.userId, kind, amount);
      this.show(protection);
      action('limitSaved', () => (this.editing = null))();
      return true;
    } catch (error) {
      action('limitFailed', () => (this.saveError = isApiError(error) ? error.message : ''))();
      // Refused over a bound that changed meanwhile: the picture, its bound with it, is read again.
      if (isApiError(error) && error.status === 409) void this.load();
      return false;
    } finally {
      action('limitSettled', () => (this.saving = false))();
    }
  }

  private show(protection: LineMemberProtection): void {
    action('protectionShown', () => {
      this.protection = protection;
      this.status = 'ready';
    })();
  }
}
