import { boardMessageList, type QueryOf } from '@casino/contract';
import type { HttpClient } from '@casino/platform';

export const listBoardMessages = (http: HttpClient, query: QueryOf<typeof boardMessageList>) => http.call(boardMessageList, { query });
