import { twoFactorEnrolFinish, type BodyOf } from '@casino/contract';
import { type HttpClient } from '@casino/platform';

/** Confirms the new key with a code: signs in, and answers the recovery codes (this once). */
export const finishEnrolment = (http: HttpClient, body: BodyOf<typeof twoFactorEnrolFinish>) => http.call(twoFactorEnrolFinish, { body });
