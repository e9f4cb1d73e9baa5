import type { BodyOf, staffMarqueeCreate, StaffMarqueeLine } from '@casino/contract';
import type { HttpClient } from '@casino/platform';
import { OrderedRows, type ChangeResult } from '../../../lib/ordered-rows';
import { createMarqueeLine } from '../../../api/create-marquee-line';
import { listMarquee } from '../../../api/list-marquee';
import { orderMarquee } from '../../../api/order-marquee';
import { updateMarqueeLine } from '../../../api/update-marquee-line';

export type MarqueeDraft = BodyOf<typeof staffMarqueeCreate>;

/** The running text under the header: every line, active or not, in display order. */
export class MarqueeStore {
  readonly rows: OrderedRows<StaffMarqueeLine>;

  constructor(
    private readonly http: HttpClient,
    fallbackError: string,
  ) {
    this.rows = new OrderedRows(() => listMarquee(http), (ids) => orderMarquee(http, ids), fallbackError);
  }

  save(id: number | null, draft: MarqueeDraft): Promise<ChangeResult> {
    const body = { text: draft.text.trim(), text_en: draft.text_en.trim(), active: draft.active };
    return id === null ? this.rows.save(0, () => createMarqueeLine(this.http, body)) : this.rows.save(id, () => updateMarqueeLine(this.http, { id, ...body }));
  }

  setActive(line: StaffMarqueeLine, active: boolean): Promise<ChangeResult> {
    return this.rows.save(line.id, () => updateMarqueeLine(this.http, { id: line.id, text: line.text, text_en: line.text_en, active }));
  }
}
