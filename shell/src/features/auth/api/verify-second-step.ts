import { twoFactorVerify, type BodyOf } from '@casino/contract';
import { type HttpClient } from '@casino/platform';

/** The second step of a sign-in: a code of the authenticator app, or a recovery code. */
export const verifySecondStep = (http: HttpClient, body: BodyOf<typeof twoFactorVerify>) => http.call(twoFactorVerify, { body });
