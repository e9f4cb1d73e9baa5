import type { StatementType } from '@casino/contract';
import type { BalanceSnapshot } from '@casino/platform';

/** Which modal: both request forms and both lists are one feature, told apart by this. */
export type StatementKind = StatementType;

/** Hands new balances on (the platform's `balanceChanged`, which the header shows). */
export type OnBalance = (snapshot: BalanceSnapshot) => void;
