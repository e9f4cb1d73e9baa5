import { staffMarqueeList } from '@casino/contract';
import type { HttpClient } from '@casino/platform';

export const listMarquee = async (http: HttpClient) => (await http.call(staffMarqueeList)).items;
