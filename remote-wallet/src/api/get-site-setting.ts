import { siteSetting } from '@casino/contract';
import type { HttpClient } from '@casino/platform';

export const getSiteSetting = (http: HttpClient) => http.call(siteSetting);
