import type { DataOf, carousel, marquee } from '@casino/contract';
import type { HttpClient } from '@casino/platform';
import { action, makeAutoObservable } from 'mobx';
import { getCarousel } from '../../../api/get-carousel';
import { getMarquee } from '../../../api/get-marquee';

export type Slide = DataOf<typeof carousel>['items'][number];
export type MarqueeItem = DataOf<typeof marquee>['items'][number];
type Status = 'idle' | 'loading' | 'ready' | 'error';

/** Home lobby data: carousel slides and the marquee line, loaded together. */
export class HomeStore {
  slides: Slide[] = [];
  marquee: MarqueeItem[] = [];
  status: Status = 'idle';
  errorMessage: string | null = null;

  constructor(private readonly http: HttpClient) {
    makeAutoObservable<HomeStore, 'http'>(this, { http: false });
  }

  async load(): Promise<void> {
    this.status = 'loading';
    this.errorMessage = null;
    try {
      const [slides, marquee] = await Promise.all([getCarousel(this.http), getMarquee(this.http)]);
      action('homeLoaded', () => {
        this.slides = slides.items;
        this.marquee = marquee.items;
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
