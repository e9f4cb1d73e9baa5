import { register, type BodyOf } from '@casino/contract';
import { type HttpClient } from '@casino/platform';

export type RegisterBody = BodyOf<typeof register>;

export function postRegister(http: HttpClient, body: RegisterBody) {
  return http.call(register, { body });
}
