import { staffBoardMessageUpdate, type BodyOf } from '@casino/contract';
import type { HttpClient } from '@casino/platform';

export const updateBoardMessage = (http: HttpClient, body: BodyOf<typeof staffBoardMessageUpdate>) => http.call(staffBoardMessageUpdate, { body });
