import type { DataOf, userInfo } from '@casino/contract';
import type { Db } from '../db/pool';
import type { UserState } from '../db/schema';
import { revokeAllSessions } from '../auth/sessions';
import { unauthorized } from '../http/app-error';
import { maskAccountNumber, toAccount } from './account-view';
import { findProfile, type Profile } from './queries';

export async function getUserInfo(db: Db, userId: number): Promise<DataOf<typeof userInfo>> {
  const p = await findProfile(db, userId);
  if (!p) throw unauthorized();
  return userInfoOf(p);
}

/** What `user/info` answers for a profile. */
export function userInfoOf(p: Profile): DataOf<typeof userInfo> {
  return {
    account: toAccount(p),
    user: {
      phone: p.phone,
      bank_name: p.bank_name,
      account_number: maskAccountNumber(p.account_number),
      parent_username: p.parent_username,
      created_at: p.created_at.toISOString(),
      last_login_at: p.last_login_at ? p.last_login_at.toISOString() : null,
    },
  };
}

/** Stopping an account also ends all its sessions, in the same transaction. */
export async function setUserState(db: Db, userId: number, state: UserState): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('users').set({ state }).where('id', '=', userId).execute();
    if (state === 'stop') await revokeAllSessions(trx, userId);
  });
}
