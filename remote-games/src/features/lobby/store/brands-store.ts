import type { GameBrand, GameType } from '@casino/contract';
import { LatestRequest, type HttpClient, makeStoreObservable } from '@casino/platform';
import { action, observable } from 'mobx';
import { getBrands } from '../../../api/get-brands';
import { errorMessage } from './error-message';
import type { GameTypePageData } from './lobby-data';

type Status = 'idle' | 'loading' | 'ready' | 'error';

/** The brands of one game type; switching type reloads. */
export class BrandsStore {
  type: GameType | null = null;
  brands: GameBrand[] = [];
  status: Status = 'idle';
  errorMessage: string | null = null;
  // Switching tabs quickly must not let an older answer overwrite the newer one.
  private readonly latest = new LatestRequest();

  /** `given`: the data the page came with (a server render); the store then starts ready. */
  constructor(
    private readonly http: HttpClient,
    given?: GameTypePageData,
  ) {
    if (given && 'type' in given) {
      this.type = given.type;
      this.brands = given.brands;
      this.status = 'ready';
    }
    // Replaced whole, never changed in place: nothing inside needs observing.
    makeStoreObservable<BrandsStore, 'http' | 'latest'>(this, { http: false, latest: false, brands: observable.ref }, { autoBind: true });
  }

  async load(type: GameType): Promise<void> {
    const isLatest = this.latest.begin();
    this.type = type;
    this.status = 'loading';
    this.errorMessage = null;
    try {
      const { items } = await getBrands(this.http, type);
      if (!isLatest()) return;
      action('brandsLoaded', () => {
        this.brands = items;
        this.status = 'ready';
      })();
    } catch (error) {
      if (!isLatest()) return;
      action('brandsFailed', () => {
        this.status = 'error';
        this.errorMessage = errorMessage(error);
      })();
    }
  }

  retry(): Promise<void> {
    return this.type ? this.load(this.type) : Promise.resolve();
  }
}
