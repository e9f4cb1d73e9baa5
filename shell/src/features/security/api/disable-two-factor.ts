import { twoFactorDisable } from '@casino/contract';
import { type HttpClient } from '@casino/platform';

export const disableTwoFactor = (http: HttpClient, code: string) => http.call(twoFactorDisable, { body: { code } });
