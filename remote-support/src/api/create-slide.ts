import { staffSlideCreate, type BodyOf } from '@casino/contract';
import type { HttpClient } from '@casino/platform';

export const createSlide = (http: HttpClient, body: BodyOf<typeof staffSlideCreate>) => http.call(staffSlideCreate, { body });
