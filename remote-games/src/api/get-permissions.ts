import { staffPermissionGet } from '@casino/contract';
import type { HttpClient } from '@casino/platform';

export const getPermissions = (http: HttpClient, username: string) => http.call(staffPermissionGet, { query: { username } });
