import { staffSlideOrder } from '@casino/contract';
import type { HttpClient } from '@casino/platform';

export const orderSlides = async (http: HttpClient, ids: number[]) => (await http.call(staffSlideOrder, { body: { ids } })).items;
