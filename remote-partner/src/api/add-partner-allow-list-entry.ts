import { signInAllowListAdd } from '@casino/contract';
import type { HttpClient } from '@casino/platform';

export const addPartnerAllowListEntry = (http: HttpClient, userId: number, entry: { address: string; note: string }) =>
  http.call(signInAllowListAdd, { body: { user_id: userId, ...entry } });
