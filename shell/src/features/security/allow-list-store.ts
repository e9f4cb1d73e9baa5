import { type SignInAllowList } from '@casino/contract';
import { isApiError, LatestRequest, type HttpClient, makeStoreObservable } from '@casino/platform';
import { action } from 'mobx';
import { addAllowListEntry } from './api/add-allow-list-entry';
import { getAllowList } from './api/get-allow-list';
import { removeAllowListEntry } from './api/remove-allow-list-entry';

/**
 * The signed-in partner's own sign-in allow-list. Each change answers the whole list, which is
 * shown; a refused one (a bad address, the list full, one that would lock the partner out) keeps
 * the server's words, in the user's language, until the next try.
 */
export class AllowListStore {
  list: SignInAllowList | null = null;
  /** Why the list could not be read ('' when the API gave no words); null: no failure. */
  loadError: string | null = null;
  busy = false;
  /** Why the last change was refused ('' when the API gave no words); null: none shown. */
  changeError: string | null = null;
  private readonly latest = new LatestRequest();

  constructor(private readonly http: HttpClient) {
    makeStoreObservable<AllowListStore, 'http' | 'latest'>(this, { http: false, latest: false }, { autoBind: true });
  }

  async load(): Promise<void> {
    const isLatest = this.latest.begin();
    this.loadError = null;
    try {
      const list = await getAllowList(this.http);
      if (isLatest()) action('allowListLoaded', () => (this.list = list))();
    } catch (error) {
      if (isLatest()) action('allowListFailed', () => (this.loadError = isApiError(error) ? error.message : ''))();
    }
  }

  /** True when the change was made (the list shown is then the server's answer). */
  private async change(send: () => Promise<SignInAllowList>): Promise<boolean> {
    if (this.busy) return false;
    this.busy = true;
    this.changeError = null;
    this.latest.invalidate();
    try {
      const list = await send();
      action('allowListChanged', () => (this.list = list))();
      return true;
    } catch (error) {
      action('allowListRefused', () => (this.changeError = isApiError(error) ? error.message : ''))();
      return false;
    } finally {
      action('allowListSettled', () => (this.busy = false))();
    }
  }

  add(address: string, note: string): Promise<boolean> {
    return this.change(() => addAllowListEntry(this.http, address.trim(), note.trim()));
  }

  remove(id: number): Promise<boolean> {
    return this.change(() => removeAllowListEntry(this.http, id));
  }
}
