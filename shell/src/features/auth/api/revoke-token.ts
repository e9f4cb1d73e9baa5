import { logout } from '@casino/contract';
import { type HttpClient } from '@casino/platform';

/** Revokes a session we will not keep (a member who signed in at the partner login). */
export async function revokeToken(http: HttpClient, token: string): Promise<void> {
  await http.call(logout, { headers: { Authorization: `Bearer ${token}` } });
}
