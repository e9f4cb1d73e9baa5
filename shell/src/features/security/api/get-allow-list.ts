import { signInAllowList } from '@casino/contract';
import { type HttpClient } from '@casino/platform';

/** The signed-in partner's own sign-in allow-list, with the address this request came from. */
export const getAllowList = (http: HttpClient) => http.call(signInAllowList, { query: {} });
