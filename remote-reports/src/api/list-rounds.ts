import { reportBetting, type QueryOf } from '@casino/contract';
import type { HttpClient } from '@casino/platform';

export const listRounds = (http: HttpClient, query: QueryOf<typeof reportBetting>) => http.call(reportBetting, { query });
