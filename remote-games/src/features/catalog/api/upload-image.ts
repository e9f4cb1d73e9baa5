import { staffImageUpload, type BodyOf } from '@casino/contract';
import type { HttpClient } from '@casino/platform';

export const uploadImage = (http: HttpClient, body: BodyOf<typeof staffImageUpload>) => http.call(staffImageUpload, { body });
