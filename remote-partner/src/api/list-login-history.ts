import { userLoginHistory } from '@casino/contract';
import type { HttpClient } from '@casino/platform';

export const listLoginHistory = (http: HttpClient, userId: number, page: number, pageSize: number) =>
  http.call(userLoginHistory, { query: { user_id: userId, page, pageSize } });
