import { messageDelete } from '@casino/contract';
import type { HttpClient } from '@casino/platform';

export const deleteMessages = (http: HttpClient, ids: number[]) => http.call(messageDelete, { body: { ids } });
