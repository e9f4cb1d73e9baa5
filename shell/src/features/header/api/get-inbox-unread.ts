import { messageList } from '@casino/contract';
import type { HttpClient } from '@casino/platform';

/** The unread count rides on the inbox list; one row is the smallest page. */
export const getInboxUnread = async (http: HttpClient) => (await http.call(messageList, { query: { page: 1, pageSize: 1 } })).unread;
