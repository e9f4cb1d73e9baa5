import { staffMarqueeOrder } from '@casino/contract';
import type { HttpClient } from '@casino/platform';

export const orderMarquee = async (http: HttpClient, ids: number[]) => (await http.call(staffMarqueeOrder, { body: { ids } })).items;
