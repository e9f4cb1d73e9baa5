export { defineEndpoint, Envelope, Page, PageQuery } from './endpoint';
export type { Access, BodyOf, DataOf, Endpoint, ErrorStatus, HttpMethod, ParamsOf, QueryOf } from './endpoint';
export { ERROR_CODES, ErrorBody } from './errors';
export { Amount, Count, Id, MAX_AMOUNT, MAX_ID, MAX_PAGE } from './integers';
export type { ErrorCode } from './errors';
export { STAFF_HTML_ATTRIBUTES, STAFF_HTML_IMAGE_SCHEMES, STAFF_HTML_LINK_SCHEMES, STAFF_HTML_TAGS } from './staff-html';
export { safeRedirectTarget } from './redirect-target';
export { ACCOUNT_NUMBER_PATTERN, NICKNAME_PATTERN, PASSWORD_PATTERN, PHONE_PATTERN, USERNAME_PATTERN } from './rules';
export { login, logout, register, validateRef } from './endpoints/auth';
export { Account, AccountState, Level, Role, userInfo, walletBalance } from './endpoints/user';
export { convertToCash, convertToCredit } from './endpoints/wallet';
export { carousel, marquee, ping, popup, PopupImage, siteSetting } from './endpoints/site';
export { BoardMessageType, boardMessageGet, boardMessageList } from './endpoints/board-message';
export { FirebaseConfig, PAGE_BOOT_DATA_ID, RemotesRegistry, RuntimeConfig } from './runtime';
export type { PageBootData } from './runtime';
export { ChildRates, RollingRates, rollingSettingGet, rollingSettingPatch } from './endpoints/partner-rolling';
export {
  AuditEntry,
  ChildAccount,
  domainPartnerGet,
  LineMember,
  LineMemberSort,
  LineStep,
  LoginRecord,
  OnlineSession,
  userAuditTrail,
  userChildList,
  userConnectionReset,
  userCreateChild,
  userLineList,
  userLinePath,
  userLoginHistory,
  userOnlineList,
  userSetState,
} from './endpoints/partner-users';
export {
  agencyDashboard,
  BettingFigures,
  DayRange,
  Grade,
  gradeList,
  RollingEntry,
  rollingPointList,
  rollingPointTotal,
  summaryBetting,
  summaryPoint,
} from './endpoints/partner-dashboard';
export {
  agencyBalanceTotal,
  AgencyStatement,
  agencyStatementApprove,
  agencyStatementReject,
  agencyStatementSubList,
  agencyStatementUserList,
  agencyStatementWait,
  agencyTrade,
  agencyTradeList,
  agencyTradeUserList,
  Trade,
  TradeChild,
  TradeDirection,
} from './endpoints/partner-wallet';
export {
  BetRound,
  BettingFilter,
  csvPathOf,
  KeysetPage,
  KeysetQuery,
  MAX_REPORT_DAYS,
  NamedRef,
  ReportRange,
  reportBetting,
  reportBettingHistory,
  reportBettingProvider,
  reportBettingProviderHistory,
  reportBettingSummary,
  RoundCall,
  RoundFigures,
  RoundMember,
} from './endpoints/partner-reports';
export {
  DayFigures,
  depositRank,
  FigureSort,
  FigureSummary,
  GameFigures,
  GameTransaction,
  gameTransactionList,
  gameTransactionRanking,
  gameTransactionRankingSummary,
  gameTransactionSummary,
  MemberFigures,
  RankBy,
  RankedMember,
  reportByDay,
  reportByDaySummary,
  reportByGame,
  reportByGameSummary,
  reportByUser,
  reportByUserSummary,
  StatementRank,
  withdrawRank,
} from './endpoints/partner-statistics';
export {
  LineAccount,
  LosingFigure,
  LosingLine,
  LosingPeriod,
  LosingPeriodKind,
  reportLosing,
  reportLosingSettle,
  reportRolling,
  reportRollingSummary,
  RollingWorking,
} from './endpoints/partner-losing';
export { CSV_REPORTS } from './endpoints/report-exports';
export type { CsvReport } from './endpoints/report-exports';
export { endpoints } from './registry';
export { REMOTE_MODULES } from './remote-modules';
export type { ExposesOf, RemoteModuleName, RemoteModuleRef, RemoteName } from './remote-modules';
export { GameBrand, gameBrandGames, gameBrandList, GamePermission, GameSummary, GameType, memberDefaultRoles, playGame } from './endpoints/games';
export {
  MAX_STATEMENT_AMOUNT,
  OperatorStatement,
  operatorStatementApprove,
  operatorStatementList,
  operatorStatementReject,
  operatorStatementWait,
  rollingPointExchange,
  Statement,
  statementCreate,
  statementDelete,
  statementList,
  StatementStatus,
  StatementType,
} from './endpoints/statements';
export {
  InboxMessage,
  messageDelete,
  messageList,
  messageRead,
  operatorBoardMessageCreate,
  operatorMessageSend,
  operatorPopupCreate,
  operatorTicketAnswer,
  Ticket,
  ticketConfirm,
  ticketCreate,
  ticketDelete,
  ticketList,
  TicketStatus,
} from './endpoints/support';
