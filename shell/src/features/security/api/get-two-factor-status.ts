import { twoFactorStatus } from '@casino/contract';
import { type HttpClient } from '@casino/platform';

export const getTwoFactorStatus = (http: HttpClient) => http.call(twoFactorStatus);
