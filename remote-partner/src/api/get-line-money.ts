import { agencyDashboard, type QueryOf } from '@casino/contract';
import type { HttpClient } from '@casino/platform';

export const getLineMoney = (http: HttpClient, query: QueryOf<typeof agencyDashboard>) => http.call(agencyDashboard, { query });
