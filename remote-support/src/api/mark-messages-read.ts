import { messageRead } from '@casino/contract';
import type { HttpClient } from '@casino/platform';

export const markMessagesRead = (http: HttpClient, ids: number[]) => http.call(messageRead, { body: { ids } });
