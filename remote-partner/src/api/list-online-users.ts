import { userOnlineList, type QueryOf } from '@casino/contract';
import type { HttpClient } from '@casino/platform';

export const listOnlineUsers = (http: HttpClient, query: QueryOf<typeof userOnlineList>) => http.call(userOnlineList, { query });
