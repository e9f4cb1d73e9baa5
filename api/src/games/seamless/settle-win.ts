import { Refusal } from './wallet-answer';
import type { WalletFunction } from './wallet-function';

/**
 * A win: credits the member's game credit from the house and settles the round, as the SQL
 * function `wallet_win` (migration 007); an amount of 0 settles a lost round. Paid even when the
 * session has expired or the account was stopped meanwhile: the bet was taken, so the prize is
 * owed. At most once per txn_id.
 */
export const WALLET_WIN: WalletFunction = {
  name: 'wallet_win',
  kind: 'win',
  refusals: {
    session_not_found: new Refusal(404, 'SESSION_NOT_FOUND', 'provider.session_not_found'),
    // The operator closed the round stale and refunded its stakes (migration 047): nothing is owed on it.
    round_voided: new Refusal(409, 'ROUND_VOIDED', 'provider.round_voided'),
  },
  // Its bet may still be on the way (another lane or process): the provider's resend can succeed.
  unstored: {
    round_not_found: new Refusal(404, 'ROUND_NOT_FOUND', 'provider.round_not_found'),
  },
};
