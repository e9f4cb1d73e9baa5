import type { Db } from '../../db/pool';
import type { Lang } from '../../http/i18n';
import { Refusal, type WalletAnswer } from './wallet-answer';
import { runWalletFunction, type MoneyCall, type WalletFunction } from './wallet-function';

export type BetCall = MoneyCall;

const WALLET_BET: WalletFunction = {
  name: 'wallet_bet',
  kind: 'bet',
  refusals: {
    session_not_found: new Refusal(404, 'SESSION_NOT_FOUND', 'provider.session_not_found'),
    account_stopped: new Refusal(403, 'ACCOUNT_STOPPED', 'provider.account_stopped'),
    session_expired: new Refusal(403, 'SESSION_EXPIRED', 'provider.session_expired'),
    round_closed: new Refusal(409, 'ROUND_CLOSED', 'provider.round_closed'),
  },
  // Raised by ledger_post inside wallet_bet: the credit does not cover the bet.
  errorRefusals: { CL001: new Refusal(400, 'INSUFFICIENT_FUNDS', 'provider.insufficient_credit') },
};

/**
 * A bet: debits the member's game credit, and in the same database transaction pays the
 * rolling it earns up the partner line (from the house) and adds it to the round. The whole of
 * it is the SQL function `wallet_bet` (migration 007), one statement, so a bet costs one round
 * trip and one commit. Processed at most once per txn_id; a repeat, or a copy racing this one,
 * answers what the first stored.
 */
export function placeBet(db: Db, provider: string, call: BetCall, lang: Lang): Promise<WalletAnswer> {
  return runWalletFunction(db, WALLET_BET, provider, call, lang);
}
