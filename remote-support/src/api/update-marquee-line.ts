import { staffMarqueeUpdate, type BodyOf } from '@casino/contract';
import type { HttpClient } from '@casino/platform';

export const updateMarqueeLine = (http: HttpClient, body: BodyOf<typeof staffMarqueeUpdate>) => http.call(staffMarqueeUpdate, { body });
