import { staffGameUpdate, type BodyOf } from '@casino/contract';
import type { HttpClient } from '@casino/platform';

export const updateGame = (http: HttpClient, body: BodyOf<typeof staffGameUpdate>) => http.call(staffGameUpdate, { body });
