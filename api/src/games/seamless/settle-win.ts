import type { Db } from '../../db/pool';
import type { Lang } from '../../http/i18n';
import { Refusal, type WalletAnswer } from './wallet-answer';
import { runWalletFunction, type MoneyCall, type WalletFunction } from './wallet-function';

/** `amount` 0 settles a lost round without paying anything. */
export type WinCall = MoneyCall;

const WALLET_WIN: WalletFunction = {
  name: 'wallet_win',
  kind: 'win',
  refusals: {
    session_not_found: new Refusal(404, 'SESSION_NOT_FOUND', 'provider.session_not_found'),
    round_not_found: new Refusal(404, 'ROUND_NOT_FOUND', 'provider.round_not_found'),
  },
};

/**
 * A win: credits the member's game credit from the house and settles the round, as the one SQL
 * statement `wallet_win` (migration 007). Paid even when the session has expired or the account
 * was stopped meanwhile: the bet was taken, so the prize is owed. At most once per txn_id.
 */
export function settleWin(db: Db, provider: string, call: WinCall, lang: Lang): Promise<WalletAnswer> {
  return runWalletFunction(db, WALLET_WIN, provider, call, lang);
}
