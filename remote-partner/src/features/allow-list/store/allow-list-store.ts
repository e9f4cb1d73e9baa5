import type { SignInAllowList } from '@casino/contract';
import { isApiError, LatestRequest, type HttpClient, makeStoreObservable } from '@casino/platform';
import { action } from 'mobx';
import { addPartnerAllowListEntry } from '../../../api/add-partner-allow-list-entry';
import { getPartnerAllowList } from '../../../api/get-partner-allow-list';
import { removePartnerAllowListEntry } from '../../../api/remove-partner-allow-list-entry';

/**
 * A line partner's sign-in allow-list as its master keeps it: the list, the add dialog's state and
 * the last refusal in the API's words. Every change answers the list again, which is shown.
 */
export class PartnerAllowListStore {
  list: SignInAllowList | null = null;
  status: 'loading' | 'ready' | 'error' = 'loading';
  errorMessage: string | null = null;
  /** The add dialog is open. */
  adding = false;
  saving = false;
  /** Why the last add was refused ('' when the API gave no words); null: none shown. */
  saveError: string | null = null;
  private readonly latest = new LatestRequest();

  constructor(
    private readonly http: HttpClient,
    readonly userId: number,
  ) {
    makeStoreObservable<PartnerAllowListStore, 'http' | 'latest'>(this, { http: false, userId: false, latest: false }, { autoBind: true });
  }

  async load(): Promise<void> {
    const isLatest = this.latest.begin();
    this.status = 'loading';
    this.errorMessage = null;
    try {
      const list = await getPartnerAllowList(this.http, this.userId);
      if (isLatest()) this.show(list);
    } catch (error) {
      if (isLatest()) action('allowListFailed', () => ((this.status = 'error'), (this.errorMessage = isApiError(error) ? error.message : null)))();
    }
  }

  openAdd(): void {
    this.adding = true;
    this.saveError = null;
  }

  closeAdd(): void {
    if (!this.saving) this.adding = false;
  }

  /** Adds the entry; true when added (the dialog then closes). */
  async add(entry: { address: string; note: string }): Promise<boolean> {
    if (this.saving) return false;
    this.saving = true;
    this.saveError = null;
    this.latest.invalidate();
    try {
      this.show(await addPartnerAllowListEntry(this.http, this.userId, { address: entry.address.trim(), note: entry.note.trim() }));
      action('allowListAdded', () => (this.adding = false))();
      return true;
    } catch (error) {
      action('allowListAddRefused', () => (this.saveError = isApiError(error) ? error.message : ''))();
      return false;
    } finally {
      action('allowListAddSettled', () => (this.saving = false))();
    }
  }

  /** Removes an entry; a refusal is thrown for the caller to show. */
  async remove(entryId: number): Promise<void> {
    this.latest.invalidate();
    this.show(await removePartnerAllowListEntry(this.http, entryId));
  }

  private show(list: SignInAllowList): void {
    action('allowListShown', () => {
      this.list = list;
      this.status = 'ready';
    })();
  }
}
