import { staffSlideUpdate, type BodyOf } from '@casino/contract';
import type { HttpClient } from '@casino/platform';

export const updateSlide = (http: HttpClient, body: BodyOf<typeof staffSlideUpdate>) => http.call(staffSlideUpdate, { body });
