import { userLineList, type QueryOf } from '@casino/contract';
import type { HttpClient } from '@casino/platform';

export const listLineMembers = (http: HttpClient, query: QueryOf<typeof userLineList>) => http.call(userLineList, { query });
