import { playerLimits as endpoint } from '@casino/contract';
import type { HttpClient } from '@casino/platform';

export const getPlayerLimits = (http: HttpClient) => http.call(endpoint);
