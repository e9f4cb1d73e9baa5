import { reportBettingHistory } from '@casino/contract';
import type { HttpClient } from '@casino/platform';

export const getRound = (http: HttpClient, id: number) => http.call(reportBettingHistory, { query: { id } });
