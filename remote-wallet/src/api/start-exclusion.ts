import { exclusionStart as endpoint, type ExclusionPeriod } from '@casino/contract';
import type { HttpClient } from '@casino/platform';

export const startExclusion = (http: HttpClient, period: ExclusionPeriod) => http.call(endpoint, { body: { period } });
