import { siteSetting } from '@casino/contract';
import { type HttpClient } from '@casino/platform';

export function getSiteSetting(http: HttpClient) {
  return http.call(siteSetting);
}
