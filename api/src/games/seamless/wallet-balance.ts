import type { Db } from '../../db/pool';
import type { Lang } from '../../http/i18n';
import { creditBalance, findSession } from './game-session';
import { Refusal, type WalletAnswer } from './wallet-answer';

/** The player's game credit, as the provider shows it in the game. */
export async function walletBalance(db: Db, provider: string, session: string, lang: Lang): Promise<WalletAnswer> {
  const context = await findSession(db, provider, session);
  if (!context) return new Refusal(404, 'SESSION_NOT_FOUND', 'provider.session_not_found').answer(lang);
  return { status: 200, body: { data: { balance: await creditBalance(db, context.creditAccountId) } } };
}
