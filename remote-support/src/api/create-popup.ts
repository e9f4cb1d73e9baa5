import { operatorPopupCreate, type BodyOf } from '@casino/contract';
import type { HttpClient } from '@casino/platform';

export const createPopup = (http: HttpClient, body: BodyOf<typeof operatorPopupCreate>) => http.call(operatorPopupCreate, { body });
