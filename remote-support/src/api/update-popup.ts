import { staffPopupUpdate, type BodyOf } from '@casino/contract';
import type { HttpClient } from '@casino/platform';

export const updatePopup = (http: HttpClient, body: BodyOf<typeof staffPopupUpdate>) => http.call(staffPopupUpdate, { body });
