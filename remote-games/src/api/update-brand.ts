import { staffBrandUpdate, type BodyOf } from '@casino/contract';
import type { HttpClient } from '@casino/platform';

export const updateBrand = (http: HttpClient, body: BodyOf<typeof staffBrandUpdate>) => http.call(staffBrandUpdate, { body });
