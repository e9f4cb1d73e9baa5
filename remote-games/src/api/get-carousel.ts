import { carousel } from '@casino/contract';
import type { HttpClient } from '@casino/platform';

export const getCarousel = (http: HttpClient) => http.call(carousel);
