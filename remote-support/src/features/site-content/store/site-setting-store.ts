import type { BodyOf, staffSiteSettingUpdate, StaffSiteSetting } from '@casino/contract';
import { type HttpClient, makeStoreObservable } from '@casino/platform';
import { Resource } from '@casino/platform/back-office';
import { action } from 'mobx';
import { errorText } from '../../../lib/error-text';
import type { ChangeResult } from '../../../lib/ordered-rows';
import { getSiteSetting } from '../../../api/get-site-setting';
import { updateSiteSetting } from '../../../api/update-site-setting';

export type SiteSettingDraft = BodyOf<typeof staffSiteSettingUpdate>;

/** The public site settings: loaded once, replaced whole on save. */
export class SiteSettingStore {
  readonly setting: Resource<StaffSiteSetting>;
  saving = false;

  constructor(
    private readonly http: HttpClient,
    private readonly fallbackError: string,
  ) {
    this.setting = new Resource(() => getSiteSetting(http));
    makeStoreObservable<SiteSettingStore, 'http' | 'fallbackError'>(this, { http: false, setting: false, fallbackError: false }, { autoBind: true });
  }

  async save(draft: SiteSettingDraft): Promise<ChangeResult> {
    if (this.saving) return { outcome: 'busy' };
    this.saving = true;
    try {
      const saved = await updateSiteSetting(this.http, draft);
      action('settingSaved', () => (this.setting.value = saved))();
      return { outcome: 'done' };
    } catch (error) {
      return { outcome: 'failed', message: errorText(error, this.fallbackError) };
    } finally {
      action('settingSaveSettled', () => (this.saving = false))();
    }
  }
}
