import { Type } from '@sinclair/typebox';
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

/**
 * What a CSV export takes beside its report's filters: `lang`, the language of its header and
 * words (a plain link's download does not go through the http client, so the back-office link
 * carries the language the user chose; without it, Accept-Language), and `headers=fields` for
 * integrations: field names for a header, codes for words, and no totals row.
 */
export const CsvQuery = {
  lang: Type.Optional(Type.Union([Type.Literal('ko'), Type.Literal('en')])),
  headers: Type.Optional(Type.Union([Type.Literal('titles'), Type.Literal('fields')])),
};
