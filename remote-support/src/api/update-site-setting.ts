import { staffSiteSettingUpdate, type BodyOf } from '@casino/contract';
import type { HttpClient } from '@casino/platform';

export const updateSiteSetting = (http: HttpClient, body: BodyOf<typeof staffSiteSettingUpdate>) => http.call(staffSiteSettingUpdate, { body });
