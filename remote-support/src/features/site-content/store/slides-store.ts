import type { BodyOf, staffSlideCreate, StaffSlide } from '@casino/contract';
import type { HttpClient } from '@casino/platform';
import { OrderedRows, type ChangeResult } from '../../../lib/ordered-rows';
import { createSlide } from '../../../api/create-slide';
import { listSlides } from '../../../api/list-slides';
import { orderSlides } from '../../../api/order-slides';
import { updateSlide } from '../../../api/update-slide';

export type SlideDraft = BodyOf<typeof staffSlideCreate>;

export const slideDraftOf = (slide: StaffSlide): SlideDraft => ({
  image_url: slide.image_url,
  title: slide.title,
  title_en: slide.title_en,
  link_url: slide.link_url,
  active: slide.active,
});

/** The home page's carousel: every slide, active or not, in display order. */
export class SlidesStore {
  readonly rows: OrderedRows<StaffSlide>;

  constructor(
    private readonly http: HttpClient,
    fallbackError: string,
  ) {
    this.rows = new OrderedRows(() => listSlides(http), (ids) => orderSlides(http, ids), fallbackError);
  }

  /** A new slide goes to the end; an edit keeps its place. */
  save(id: number | null, draft: SlideDraft): Promise<ChangeResult> {
    const body = { ...draft, title: draft.title.trim(), title_en: draft.title_en.trim() };
    return id === null ? this.rows.save(0, () => createSlide(this.http, body)) : this.rows.save(id, () => updateSlide(this.http, { id, ...body }));
  }

  setActive(slide: StaffSlide, active: boolean): Promise<ChangeResult> {
    return this.rows.save(slide.id, () => updateSlide(this.http, { id: slide.id, ...slideDraftOf(slide), active }));
  }
}
