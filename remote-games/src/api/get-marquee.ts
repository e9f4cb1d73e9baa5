import { marquee } from '@casino/contract';
import type { HttpClient } from '@casino/platform';

export const getMarquee = (http: HttpClient) => http.call(marquee);
