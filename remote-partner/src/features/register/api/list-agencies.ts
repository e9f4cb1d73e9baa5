import { userChildList } from '@casino/contract';
import type { HttpClient } from '@casino/platform';

/** A master's agencies: the partners it may add a member under, besides itself. */
export const listAgencies = (http: HttpClient) => http.call(userChildList, { query: { level: 'agency', page: 1, pageSize: 100 } });
