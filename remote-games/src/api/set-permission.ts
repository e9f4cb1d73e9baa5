import { staffPermissionSet, type BodyOf } from '@casino/contract';
import type { HttpClient } from '@casino/platform';

export const setPermission = (http: HttpClient, body: BodyOf<typeof staffPermissionSet>) => http.call(staffPermissionSet, { body });
