import { signInAllowListAdd } from '@casino/contract';
import { type HttpClient } from '@casino/platform';

export const addAllowListEntry = (http: HttpClient, address: string, note: string) => http.call(signInAllowListAdd, { body: { address, note } });
