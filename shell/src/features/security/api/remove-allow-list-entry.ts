import { signInAllowListRemove } from '@casino/contract';
import { type HttpClient } from '@casino/platform';

export const removeAllowListEntry = (http: HttpClient, id: number) => http.call(signInAllowListRemove, { params: { id } });
