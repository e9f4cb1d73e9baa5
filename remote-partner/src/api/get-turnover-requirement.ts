import { lineTurnoverRequirement } from '@casino/contract';
import type { HttpClient } from '@casino/platform';

export const getTurnoverRequirement = (http: HttpClient) => http.call(lineTurnoverRequirement);
