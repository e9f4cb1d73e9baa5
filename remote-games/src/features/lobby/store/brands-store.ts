import type { GameBrand, GameType } from '@casino/contract';
import type { HttpClient } from '@casino/platform';
import { action, makeAutoObservable } from 'mobx';
import { getBrands } from '../api/get-brands';
import { errorMessage } from './error-message';

type Status = 'idle' | 'loading' | 'ready' | 'error';

/** The brands of one game type; switching type reloads. */
export class BrandsStore {
  type: GameType | null = null;
  brands: GameBrand[] = [];
  status: Status = 'idle';
  errorMessage: string | null = null;
  // Switching tabs quickly must not let an older answer overwrite the newer one.
  private request = 0;

  constructor(private readonly http: HttpClient) {
    makeAutoObservable<BrandsStore, 'http' | 'request'>(this, { http: false, request: false }, { autoBind: true });
  }

  async load(type: GameType): Promise<void> {
    const request = ++this.request;
    this.type = type;
    this.status = 'loading';
    this.errorMessage = null;
    try {
      const { items } = await getBrands(this.http, type);
      if (request !== this.request) return;
      action('brandsLoaded', () => {
        this.brands = items;
        this.status = 'ready';
      })();
    } catch (error) {
      if (request !== this.request) return;
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
