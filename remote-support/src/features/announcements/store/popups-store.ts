import type { StaffPopup } from '@casino/contract';
import type { HttpClient } from '@casino/platform';
import { OrderedRows, type ChangeResult } from '../../../lib/ordered-rows';
import { createPopup } from '../../../api/create-popup';
import { listPopups } from '../../../api/list-popups';
import { orderPopups } from '../../../api/order-popups';
import { updatePopup } from '../../../api/update-popup';

export interface PopupDraft {
  image_url: string;
  title: string;
  is_non_closable: boolean;
  active: boolean;
  siteWide: boolean;
}

/** The image popups tab: the popups the line sees, in the order members see them. */
export class PopupsStore {
  readonly rows: OrderedRows<StaffPopup>;

  constructor(
    private readonly http: HttpClient,
    fallbackError: string,
  ) {
    this.rows = new OrderedRows(() => listPopups(http), (ids) => orderPopups(http, ids), fallbackError);
  }

  /** A new popup goes to the end of the sequence; an edit keeps its place. */
  save(id: number | null, draft: PopupDraft): Promise<ChangeResult> {
    const fields = { image_url: draft.image_url, title: draft.title.trim(), is_non_closable: draft.is_non_closable, active: draft.active };
    if (id === null) {
      return this.rows.save(0, async () => {
        await createPopup(this.http, { ...fields, ...(draft.siteWide ? { site_wide: true } : {}) });
        return null;
      });
    }
    return this.rows.save(id, () => updatePopup(this.http, { id, ...fields }));
  }

  setActive(row: StaffPopup, active: boolean): Promise<ChangeResult> {
    return this.rows.save(row.id, () => updatePopup(this.http, { id: row.id, image_url: row.image_url, title: row.title, is_non_closable: row.is_non_closable, active }));
  }
}
