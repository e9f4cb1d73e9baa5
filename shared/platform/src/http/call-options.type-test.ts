// Checked by `tsc` only (never run): the contract decides which call options are required or forbidden.
import { boardMessageList, login, logout, userInfo, validateRef } from '@casino/contract';
import type { HttpClient } from './http-client';

export async function callOptionsFollowTheContract(http: HttpClient): Promise<void> {
  const info = await http.call(userInfo);
  info.account.username.toUpperCase();
  await http.call(logout, { headers: { 'Idempotency-Key': 'key' } });
  await http.call(login, { body: { username: 'member1', password: 'pass1234' } });
  await http.call(validateRef, { query: { ref_id: 'REF1' } });
  await http.call(boardMessageList, { query: { type: 'popup', page: 1 } });

  // @ts-expect-error login needs its body
  await http.call(login);
  // @ts-expect-error validate-ref needs its query
  await http.call(validateRef, {});
  // @ts-expect-error user info takes no body
  await http.call(userInfo, { body: { anything: 1 } });
  // @ts-expect-error the body must match the contract
  await http.call(login, { body: { username: 'member1' } });
}
