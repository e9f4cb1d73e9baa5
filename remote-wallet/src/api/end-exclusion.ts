import { staffExclusionEnd as endpoint } from '@casino/contract';
import type { HttpClient } from '@casino/platform';

export const endExclusion = (http: HttpClient, id: number, reason: string) => http.call(endpoint, { body: { id, reason } });
