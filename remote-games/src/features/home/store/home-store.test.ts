import type { HttpClient } from '@casino/platform';
import { isObservable, reaction } from 'mobx';
import { HomeStore, type MarqueeItem, type Slide } from './home-store';

const slide = (id: number) => ({ id, image: `/static/demo/banner-${id}.svg`, link: null }) as unknown as Slide;
const notice = (id: number) => ({ id, text: `notice ${id}` }) as unknown as MarqueeItem;

/** Answers the carousel and marquee calls with the lists given. */
const httpWith = (slides: Slide[], marquee: MarqueeItem[]) =>
  ({ call: jest.fn(async (endpoint: { path: string }) => ({ items: endpoint.path.includes('carousel') ? slides : marquee })) }) as unknown as HttpClient;

test('keeps the lists it is given as they are (nothing inside them is observed), and tells of each new load', async () => {
  const given = { slides: [slide(1)], marquee: [notice(1)] };
  const store = new HomeStore(httpWith([slide(2), slide(3)], [notice(2)]), given);
  expect(store.status).toBe('ready');
  expect(store.slides).toBe(given.slides);
  expect(isObservable(store.slides)).toBe(false);

  const seen: number[][] = [];
  const stop = reaction(() => store.slides, (slides) => seen.push(slides.map((s) => s.id)));
  await store.load();
  stop();
  expect(seen).toEqual([[2, 3]]);
  expect(store.marquee.map((item) => item.id)).toEqual([2]);
});
