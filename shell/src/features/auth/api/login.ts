import { login, type BodyOf, type DataOf, type SignedIn } from '@casino/contract';
import { type HttpClient } from '@casino/platform';

export type LoginBody = BodyOf<typeof login>;
/** A session, or the second step a partner's sign-in needs first (two-factor). */
export type LoginAnswer = DataOf<typeof login>;
/** What every completed sign-in ends with. */
export type LoginResult = SignedIn;

export function postLogin(http: HttpClient, body: LoginBody): Promise<LoginAnswer> {
  return http.call(login, { body });
}
