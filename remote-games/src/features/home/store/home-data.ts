import type { DataOf, carousel, marquee } from '@casino/contract';
import type { HttpClient, LoadPageData } from '@casino/platform';
import { getCarousel } from '../../../api/get-carousel';
import { getMarquee } from '../../../api/get-marquee';

export interface HomePageData {
  slides: DataOf<typeof carousel>['items'];
  marquee: DataOf<typeof marquee>['items'];
}

/** The banners and the notice line, asked for together. */
export async function fetchHomeData(http: HttpClient): Promise<HomePageData> {
  const [slides, marquee] = await Promise.all([getCarousel(http), getMarquee(http)]);
  return { slides: slides.items, marquee: marquee.items };
}

/** The home page's data before a server render. */
export const loadHomePageData: LoadPageData<HomePageData> = ({ http }) => fetchHomeData(http);
