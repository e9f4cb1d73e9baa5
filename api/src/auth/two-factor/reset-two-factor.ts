import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { recordAudit } from '../../partners/audit';
import { revokeAllSessions } from '../sessions';
import { removeKey } from './keys';

/**
 * The server operator's answer to a partner who lost both its phone and its recovery codes: the
 * key and codes are removed and every session of the account ends, so its next sign-in sets up
 * a new key (a master must; an agency may). Audited, with the command line as the actor.
 */
export async function resetTwoFactor(trx: Kysely<Database>, username: string): Promise<{ sessionsEnded: number } | null> {
  const user = await trx.selectFrom('users').select(['id', 'role']).where('username', '=', username).executeTakeFirst();
  if (!user || user.role !== 'partner') return null;
  const had = await trx.selectFrom('two_factor').select('user_id').where('user_id', '=', user.id).forUpdate().executeTakeFirst();
  await removeKey(trx, user.id);
  const sessionsEnded = await revokeAllSessions(trx, user.id);
  await recordAudit(trx, { actorId: null, actorIp: 'cli', action: 'two_factor.reset', targetId: user.id, before: { enabled: had !== undefined }, after: { enabled: false, sessions_ended: sessionsEnded } });
  return { sessionsEnded };
}
