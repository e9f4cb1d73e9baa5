import { twoFactorEnable } from '@casino/contract';
import { type HttpClient } from '@casino/platform';

export const enableTwoFactor = (http: HttpClient, code: string) => http.call(twoFactorEnable, { body: { code } });
