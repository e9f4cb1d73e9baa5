import { messageList, type QueryOf } from '@casino/contract';
import type { HttpClient } from '@casino/platform';

export const listMessages = (http: HttpClient, query: QueryOf<typeof messageList>) => http.call(messageList, { query });
