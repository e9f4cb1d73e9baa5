import type { Db } from '../../db/pool';
import type { Lang } from '../../http/i18n';
import { realityCheckOf, type RealityCheck } from '../../protection/reality-check';
import { findSession } from './game-session';
import { Refusal, type WalletAnswer } from './wallet-answer';

export type SessionAnswer = { status: 200; body: { data: RealityCheck } } | WalletAnswer;

/**
 * The player's sign-in as a reality check shows it (issue 31): when it began, the stakes and
 * prizes since, and every how many minutes to show them. Also for a game session that has
 * ended: it moves nothing.
 */
export async function walletSession(db: Db, provider: string, session: string, lang: Lang): Promise<SessionAnswer> {
  const context = await findSession(db, provider, session);
  if (!context || context.loginSessionId === null) return new Refusal(404, 'SESSION_NOT_FOUND', 'provider.session_not_found').answer(lang);
  return { status: 200, body: { data: await realityCheckOf(db, context.userId, context.loginSessionId) } };
}
