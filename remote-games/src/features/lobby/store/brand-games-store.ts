import type { GameBrand, GameSummary, GameType } from '@casino/contract';
import { LatestRequest, isApiError, type HttpClient, makeStoreObservable } from '@casino/platform';
import { action, observable } from 'mobx';
import { getBrandGames } from '../../../api/get-brand-games';
import { getBrands } from '../../../api/get-brands';
import { errorMessage } from './error-message';
import { GAMES_PAGE_SIZE, type GameBrandPageData } from './lobby-data';

type Status = 'idle' | 'loading' | 'ready' | 'error' | 'not-found';

/**
 * One brand's games. The URL names the brand by code, the games endpoint wants its id, so the
 * brand is first found in its type's brand list.
 */
export class BrandGamesStore {
  brand: GameBrand | null = null;
  games: GameSummary[] = [];
  total = 0;
  page = 1;
  search = '';
  status: Status = 'idle';
  errorMessage: string | null = null;
  private readonly latest = new LatestRequest();

  constructor(
    private readonly http: HttpClient,
    private readonly type: GameType,
    private readonly code: string,
    /** The data the page came with (a server render): the store then starts from it. */
    given?: GameBrandPageData,
  ) {
    if (given && 'brand' in given) {
      this.brand = given.brand;
      this.games = given.games;
      this.total = given.total;
      this.status = 'ready';
    } else if (given) {
      this.status = 'not-found';
    }
    makeStoreObservable<BrandGamesStore, 'http' | 'type' | 'code' | 'latest'>(
      this,
      // Replaced whole, never changed in place: nothing inside needs observing.
      { http: false, type: false, code: false, latest: false, brand: observable.ref, games: observable.ref },
      { autoBind: true },
    );
  }

  setSearch(search: string): Promise<void> {
    if (search === this.search) return Promise.resolve();
    this.search = search;
    this.page = 1;
    return this.load();
  }

  setPage(page: number): Promise<void> {
    this.page = page;
    return this.load();
  }

  async load(): Promise<void> {
    // A newer search or page supersedes an answer still on its way.
    const isLatest = this.latest.begin();
    const { search, page } = this;
    this.status = 'loading';
    this.errorMessage = null;
    try {
      const brand = this.brand ?? (await this.findBrand());
      if (!isLatest()) return;
      if (!brand) return this.markNotFound();
      const { games } = await getBrandGames(this.http, brand.id, { search: search || undefined, page, pageSize: GAMES_PAGE_SIZE });
      if (!isLatest()) return;
      action('gamesLoaded', () => {
        this.games = games.items;
        this.total = games.total;
        this.status = 'ready';
      })();
    } catch (error) {
      if (!isLatest()) return;
      if (isApiError(error) && error.status === 404) return this.markNotFound();
      action('gamesFailed', () => {
        this.status = 'error';
        this.errorMessage = errorMessage(error);
      })();
    }
  }

  private async findBrand(): Promise<GameBrand | null> {
    const { items } = await getBrands(this.http, this.type);
    const brand = items.find((item) => item.code === this.code) ?? null;
    action('brandFound', () => {
      this.brand = brand;
    })();
    return brand;
  }

  private markNotFound(): void {
    action('brandNotFound', () => {
      this.status = 'not-found';
    })();
  }
}
