import { twoFactorRecoveryCodes } from '@casino/contract';
import { type HttpClient } from '@casino/platform';

export const renewRecoveryCodes = (http: HttpClient, code: string) => http.call(twoFactorRecoveryCodes, { body: { code } });
