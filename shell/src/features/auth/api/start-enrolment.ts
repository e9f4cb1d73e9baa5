import { twoFactorEnrolStart } from '@casino/contract';
import { type HttpClient } from '@casino/platform';

/** A master enrolling during its sign-in: a new key for its authenticator app. */
export const startEnrolment = (http: HttpClient, challenge: string) => http.call(twoFactorEnrolStart, { body: { challenge } });
