import { Refusal } from './wallet-answer';
import type { WalletFunction } from './wallet-function';

/**
 * A bet: debits the member's game credit, and in the same database transaction pays the
 * rolling it earns up the partner line (from the house) and adds it to the round. All of it is
 * the SQL function `wallet_bet` (migration 007). Processed at most once per txn_id; a repeat,
 * or a copy racing this one, answers what the first stored.
 */
export const WALLET_BET: WalletFunction = {
  name: 'wallet_bet',
  kind: 'bet',
  refusals: {
    session_not_found: new Refusal(404, 'SESSION_NOT_FOUND', 'provider.session_not_found'),
    account_stopped: new Refusal(403, 'ACCOUNT_STOPPED', 'provider.account_stopped'),
    session_expired: new Refusal(403, 'SESSION_EXPIRED', 'provider.session_expired'),
    insufficient_credit: new Refusal(400, 'INSUFFICIENT_FUNDS', 'provider.insufficient_credit'),
    round_closed: new Refusal(409, 'ROUND_CLOSED', 'provider.round_closed'),
    // A limit of the member's own or its line's (migration 041): not a lack of credit.
    loss_limit: new Refusal(403, 'LIMIT_REACHED', 'provider.loss_limit'),
    wager_limit: new Refusal(403, 'LIMIT_REACHED', 'provider.wager_limit'),
  },
  // Raised by ledger_post, the backstop behind wallet_bet's own credit check.
  errorRefusals: { CL001: new Refusal(400, 'INSUFFICIENT_FUNDS', 'provider.insufficient_credit') },
};
