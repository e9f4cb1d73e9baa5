import { staffRoundReconciliation, type QueryOf } from '@casino/contract';
import type { HttpClient } from '@casino/platform';

export const getRoundReconciliation = (http: HttpClient, query: QueryOf<typeof staffRoundReconciliation>) => http.call(staffRoundReconciliation, { query });
