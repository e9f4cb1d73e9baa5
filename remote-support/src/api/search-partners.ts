import { userChildList } from '@casino/contract';
import type { HttpClient } from '@casino/platform';

/** The caller's agencies whose ID contains `username` (the first 20). */
export const searchPartners = async (http: HttpClient, username: string) =>
  (await http.call(userChildList, { query: { level: 'agency', ...(username ? { username } : {}), page: 1, pageSize: 20 } })).items;
