import { staffPopupList } from '@casino/contract';
import type { HttpClient } from '@casino/platform';

export const listPopups = async (http: HttpClient) => (await http.call(staffPopupList)).items;
