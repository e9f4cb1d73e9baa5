import { userLineList } from '@casino/contract';
import type { HttpClient } from '@casino/platform';

/** Members of the caller's line whose ID or nickname contains `search` (the first 20). */
export const searchMembers = async (http: HttpClient, search: string) => (await http.call(userLineList, { query: { search, page: 1, pageSize: 20 } })).items;
