import { lineMemberProtection } from '@casino/contract';
import type { HttpClient } from '@casino/platform';

export const getMemberProtection = (http: HttpClient, userId: number) => http.call(lineMemberProtection, { query: { user_id: userId } });
