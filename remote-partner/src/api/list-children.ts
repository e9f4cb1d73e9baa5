import { userChildList, type QueryOf } from '@casino/contract';
import type { HttpClient } from '@casino/platform';

export const listChildren = (http: HttpClient, query: QueryOf<typeof userChildList>) => http.call(userChildList, { query });
