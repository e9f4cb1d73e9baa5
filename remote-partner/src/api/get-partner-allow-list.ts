import { signInAllowList } from '@casino/contract';
import type { HttpClient } from '@casino/platform';

/** The sign-in allow-list of a partner of the caller's line (a master's). */
export const getPartnerAllowList = (http: HttpClient, userId: number) => http.call(signInAllowList, { query: { user_id: userId } });
