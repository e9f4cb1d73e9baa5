import { staffGameTypeList } from '@casino/contract';
import type { HttpClient } from '@casino/platform';

export const listGameTypes = (http: HttpClient) => http.call(staffGameTypeList);
