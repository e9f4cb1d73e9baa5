import { ping } from '@casino/contract';
import type { HttpClient } from '@casino/platform';

export const pingApi = (http: HttpClient) => http.call(ping);
