import { staffBoardMessageList, type QueryOf } from '@casino/contract';
import type { HttpClient } from '@casino/platform';

export const listStaffBoardMessages = (http: HttpClient, query: QueryOf<typeof staffBoardMessageList>) => http.call(staffBoardMessageList, { query });
