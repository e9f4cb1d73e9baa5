import { staffPopupOrder } from '@casino/contract';
import type { HttpClient } from '@casino/platform';

export const orderPopups = async (http: HttpClient, ids: number[]) => (await http.call(staffPopupOrder, { body: { ids } })).items;
