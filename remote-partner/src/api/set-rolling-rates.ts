import { rollingSettingPatch, type BodyOf } from '@casino/contract';
import type { HttpClient } from '@casino/platform';

export const setRollingRates = (http: HttpClient, body: BodyOf<typeof rollingSettingPatch>) => http.call(rollingSettingPatch, { body });
