import { agencyBalanceTotal } from '@casino/contract';
import type { HttpClient } from '@casino/platform';

export const getLineTotals = (http: HttpClient) => http.call(agencyBalanceTotal);
