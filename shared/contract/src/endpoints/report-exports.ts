import { reportLosing, reportRolling } from './partner-losing';
import { reportBetting, reportBettingProviderHistory } from './partner-reports';
import { depositRank, gameTransactionList, gameTransactionRanking, reportByDay, reportByGame, reportByUser, withdrawRank } from './partner-statistics';

/**
 * The reports that export their whole filter as CSV (`csvPathOf`): the API serves exactly these
 * (a test holds it to the list), and the back-office links only to these (`CsvReport`).
 */
export const CSV_REPORTS = {
  reportBetting,
  reportBettingProviderHistory,
  reportByDay,
  reportByGame,
  reportByUser,
  gameTransactionList,
  gameTransactionRanking,
  depositRank,
  withdrawRank,
  reportRolling,
  reportLosing,
} as const;

export type CsvReport = (typeof CSV_REPORTS)[keyof typeof CSV_REPORTS];
