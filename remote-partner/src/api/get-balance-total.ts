import { agencyBalanceTotal } from '@casino/contract';
import type { HttpClient } from '@casino/platform';

export const getBalanceTotal = (http: HttpClient) => http.call(agencyBalanceTotal);
