import { twoFactorSetup } from '@casino/contract';
import { type HttpClient } from '@casino/platform';

/** A new key for the signed-in partner's app; inactive until a code confirms it. */
export const setUpTwoFactor = (http: HttpClient) => http.call(twoFactorSetup);
