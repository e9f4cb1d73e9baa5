import { staffMarqueeCreate, type BodyOf } from '@casino/contract';
import type { HttpClient } from '@casino/platform';

export const createMarqueeLine = (http: HttpClient, body: BodyOf<typeof staffMarqueeCreate>) => http.call(staffMarqueeCreate, { body });
