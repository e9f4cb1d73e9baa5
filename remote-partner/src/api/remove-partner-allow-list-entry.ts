import { signInAllowListRemove } from '@casino/contract';
import type { HttpClient } from '@casino/platform';

/** Removes an entry by its id: the API answers the list it was on. */
export const removePartnerAllowListEntry = (http: HttpClient, entryId: number) => http.call(signInAllowListRemove, { params: { id: entryId } });
