import { staffNoteSend, type BodyOf } from '@casino/contract';
import type { HttpClient } from '@casino/platform';

export const sendNote = (http: HttpClient, body: BodyOf<typeof staffNoteSend>) => http.call(staffNoteSend, { body });
