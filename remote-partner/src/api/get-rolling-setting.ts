import { rollingSettingGet, type QueryOf } from '@casino/contract';
import type { HttpClient } from '@casino/platform';

export const getRollingSetting = (http: HttpClient, query: QueryOf<typeof rollingSettingGet>) => http.call(rollingSettingGet, { query });
