import { userConnectionReset } from '@casino/contract';
import type { HttpClient } from '@casino/platform';

export const resetConnection = (http: HttpClient, id: number) => http.call(userConnectionReset, { params: { id } });
