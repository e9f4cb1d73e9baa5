import type { DataOf, carousel, marquee } from '@casino/contract';
import { type HttpClient, makeStoreObservable } from '@casino/platform';
import { action, observable } from 'mobx';
import { fetchHomeData, type HomePageData } from './home-data';

export type Slide = DataOf<typeof carousel>['items'][number];
export type MarqueeItem = DataOf<typeof marquee>['items'][number];
type Status = 'idle' | 'loading' | 'ready' | 'error';

/** Home lobby data: carousel slides and the marquee line, loaded together. */
export class HomeStore {
  slides: Slide[] = [];
  marquee: MarqueeItem[] = [];
  status: Status = 'idle';
  errorMessage: string | null = null;

  /** `given`: the data the page came with (a server render); the store then starts ready. */
  constructor(
    private readonly http: HttpClient,
    given?: HomePageData,
  ) {
    if (given) {
      this.slides = given.slides;
      this.marquee = given.marquee;
      this.status = 'ready';
    }
    // Replaced whole, never changed in place: nothing inside needs observing (a server render makes a new store each time).
    makeStoreObservable<HomeStore, 'http'>(this, { http: false, slides: observable.ref, marquee: observable.ref });
  }

  async load(): Promise<void> {
    this.status = 'loading';
    this.errorMessage = null;
    try {
      const { slides, marquee } = await fetchHomeData(this.http);
      action('homeLoaded', () => {
        this.slides = slides;
        this.marquee = marquee;
        this.status = 'ready';
      })();
    } catch (error) {
      action('homeFailed', () => {
        this.status = 'error';
        this.errorMessage = error instanceof Error ? error.message : null;
      })();
    }
  }
}
