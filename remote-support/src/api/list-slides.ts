import { staffSlideList } from '@casino/contract';
import type { HttpClient } from '@casino/platform';

export const listSlides = async (http: HttpClient) => (await http.call(staffSlideList)).items;
