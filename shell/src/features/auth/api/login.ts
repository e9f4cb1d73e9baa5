import { login, type BodyOf, type DataOf } from '@casino/contract';
import { type HttpClient } from '@casino/platform';

export type LoginBody = BodyOf<typeof login>;
export type LoginResult = DataOf<typeof login>;

export function postLogin(http: HttpClient, body: LoginBody): Promise<LoginResult> {
  return http.call(login, { body });
}
