import { isApiError, LatestRequest, type HttpClient, makeStoreObservable } from '@casino/platform';
import { action } from 'mobx';
import { findLinePaths } from '../../../api/find-line-paths';
import type { LineStep, StructureStore } from './structure-store';

export type SearchStatus = 'idle' | 'loading' | 'ready' | 'error';

/** Accounts of the line found by ID or nickname, each with its way down from the root; opening one shows it in the tree. */
export class SearchStore {
  query = '';
  paths: LineStep[][] = [];
  status: SearchStatus = 'idle';
  errorMessage: string | null = null;
  /** The match whose branches are loading. */
  openingId: number | null = null;
  /** The match could not be found where the search saw it (moved, or gone since). */
  lost = false;
  private readonly latest = new LatestRequest();

  constructor(
    private readonly http: HttpClient,
    private readonly tree: StructureStore,
  ) {
    makeStoreObservable<SearchStore, 'http' | 'tree' | 'latest'>(this, { http: false, tree: false, latest: false }, { autoBind: true });
  }

  async search(text: string): Promise<void> {
    const query = text.trim();
    const isLatest = this.latest.begin();
    this.query = query;
    this.lost = false;
    if (!query) {
      this.paths = [];
      this.status = 'idle';
      return;
    }
    this.status = 'loading';
    this.errorMessage = null;
    try {
      const { items } = await findLinePaths(this.http, query);
      if (!isLatest()) return;
      action('matchesLoaded', () => {
        this.paths = items.map((item) => item.path).filter((path) => path.length > 0);
        this.status = 'ready';
      })();
    } catch (error) {
      if (!isLatest()) return;
      action('matchesFailed', () => {
        this.paths = [];
        this.status = 'error';
        this.errorMessage = isApiError(error) ? error.message : null;
      })();
    }
  }

  clear(): void {
    this.latest.invalidate();
    this.query = '';
    this.paths = [];
    this.status = 'idle';
    this.lost = false;
  }

  async open(path: LineStep[]): Promise<void> {
    this.openingId = path.at(-1)?.id ?? null;
    this.lost = false;
    const found = await this.tree.reveal(path);
    action('opened', () => {
      this.lost = !found;
      this.openingId = null;
    })();
  }
}
