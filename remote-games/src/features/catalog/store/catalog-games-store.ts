import type { StaffBrand, StaffGame } from '@casino/contract';
import { isApiError, PagedList, type HttpClient, makeStoreObservable } from '@casino/platform';
import { listGames } from '../../../api/list-games';
import { updateGame } from '../../../api/update-game';
import type { ItemValues, SaveResult } from './item-values';

export const CATALOG_GAMES_PAGE_SIZE = 20;

export type StateFilter = 'all' | 'active' | 'withdrawn';

/** One brand's games, active and withdrawn, searched by name or code, filtered by state, paged. */
export class CatalogGamesStore {
  search = '';
  state: StateFilter = 'all';
  readonly list: PagedList<StaffGame>;

  constructor(
    private readonly http: HttpClient,
    readonly brand: StaffBrand,
    /** A game was saved: the brand's active count may have changed. */
    private readonly onSaved: () => void,
  ) {
    this.list = new PagedList(
      (page, pageSize) =>
        listGames(http, {
          brand_id: brand.id,
          ...(this.search ? { search: this.search } : {}),
          ...(this.state === 'all' ? {} : { active: this.state === 'active' }),
          page,
          pageSize,
        }),
      CATALOG_GAMES_PAGE_SIZE,
    );
    makeStoreObservable<CatalogGamesStore, 'http' | 'onSaved'>(this, { http: false, brand: false, list: false, onSaved: false }, { autoBind: true });
  }

  /** Something is narrowing the list: an empty page means "nothing matches", not "no games". */
  get filtered(): boolean {
    return this.search !== '' || this.state !== 'all';
  }

  setSearch(search: string): Promise<void> {
    this.search = search.trim();
    this.list.rewind();
    return this.list.load();
  }

  setState(state: StateFilter): Promise<void> {
    this.state = state;
    this.list.rewind();
    return this.list.load();
  }

  /** Saves a game; the page is asked again (its order, or the state filter, may move it). */
  async save(game: StaffGame, values: ItemValues): Promise<SaveResult> {
    try {
      await updateGame(this.http, { id: game.id, name: values.name.trim(), image_url: values.image.trim(), sort: values.sort, active: values.active });
      void this.list.load();
      if (values.active !== game.active) this.onSaved();
      return { outcome: 'done' };
    } catch (error) {
      if (isApiError(error) && error.status === 404) void this.list.load();
      return { outcome: 'failed', message: isApiError(error) ? error.message : null };
    }
  }
}
