export { defineEndpoint, Envelope, Page, PageQuery, STAFF_RIGHTS } from './endpoint';
export type { Access, BodyOf, DataOf, Endpoint, ErrorStatus, HttpMethod, ParamsOf, QueryOf, StaffRight } from './endpoint';
export { ImageUrl, SitePath, STAFF_HTML_BODY_BYTES, STAFF_HTML_MAX_CHARS, StaffHtml, StaffLine, StaffLineEn } from './content-fields';
export { ERROR_CODES, ErrorBody } from './errors';
export { Amount, Count, Id, MAX_AMOUNT, MAX_ID, MAX_PAGE } from './integers';
export type { ErrorCode } from './errors';
export { STAFF_HTML_ATTRIBUTES, STAFF_HTML_IMAGE_SCHEMES, STAFF_HTML_LINK_SCHEMES, STAFF_HTML_TAGS } from './staff-html';
export { STAFF_HTML_SAMPLES } from './staff-html-samples';
export { XSS_VECTORS } from './xss-vectors';
export { safeRedirectTarget } from './redirect-target';
export { ACCOUNT_NUMBER_PATTERN, NICKNAME_PATTERN, PASSWORD_PATTERN, PHONE_PATTERN, USERNAME_PATTERN } from './rules';
export { login, logout, register, validateRef } from './endpoints/auth';
export { Account, AccountState, Level, Role, userInfo, walletBalance } from './endpoints/user';
export { SecondStep, SignedIn } from './endpoints/sign-in';
export {
  RecoveryCode,
  TotpCode,
  twoFactorDisable,
  twoFactorEnable,
  twoFactorEnrolFinish,
  twoFactorEnrolStart,
  twoFactorRecoveryCodes,
  twoFactorSetup,
  TwoFactorSetup,
  twoFactorStatus,
  TwoFactorStatus,
  twoFactorVerify,
} from './endpoints/two-factor';
export {
  MemberRef,
  NoteTarget,
  OrderBody,
  SentNote,
  StaffBoardMessage,
  staffBoardMessageList,
  staffBoardMessageUpdate,
  staffHtmlPreview,
  staffNoteGet,
  staffNoteList,
  staffNoteSend,
  StaffPopup,
  staffPopupList,
  staffPopupOrder,
  staffPopupUpdate,
  staffTicketGet,
  staffTicketList,
  StaffTicketRow,
  staffTicketWaiting,
} from './endpoints/support-staff';
export {
  staffMarqueeCreate,
  StaffMarqueeLine,
  staffMarqueeList,
  staffMarqueeOrder,
  staffMarqueeUpdate,
  StaffSiteSetting,
  staffSiteSettingGet,
  staffSiteSettingUpdate,
  StaffSlide,
  staffSlideCreate,
  staffSlideList,
  staffSlideOrder,
  staffSlideUpdate,
} from './endpoints/site-staff';
export {
  EffectivePermission,
  PermissionSource,
  StaffBrand,
  staffBrandList,
  staffBrandUpdate,
  StaffGame,
  staffGameList,
  StaffGameType,
  staffGameTypeList,
  staffGameUpdate,
  staffPermissionGet,
  StaffPermissions,
  staffPermissionSet,
} from './endpoints/games-staff';
export { MAX_UPLOAD_BYTES, staffImageUpload, UPLOAD_IMAGE_TYPES } from './endpoints/uploads';
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
  MAX_ONLINE_SESSIONS_SHOWN,
  OnlineAccount,
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
  agencyStatementOpen,
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
export { CSV_REPORTS, CsvQuery } from './endpoints/report-exports';
export type { CsvReport } from './endpoints/report-exports';
export { columnTitles, FIGURE_COLUMNS, fillWords, LOSING_LINE_COLUMNS, LOSING_RESULT_COLUMNS, REPORT_LANGS, REPORT_TABLES, REPORT_WORDS, reportHeader } from './endpoints/report-columns';
export type { FieldOf, ReportColumn, ReportField, ReportLang, ReportName, ReportTable, ReportTotalsField, ReportWords } from './endpoints/report-columns';
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
  operatorPopupCreate,
  operatorTicketAnswer,
  Ticket,
  ticketConfirm,
  ticketCreate,
  ticketDelete,
  ticketList,
  TicketStatus,
} from './endpoints/support';
export {
  CANARY_HALT_DEFAULTS,
  CanaryPercent,
  HaltPercent,
  MinVisitors,
  PublishedRelease,
  RegistryChange,
  RegistryChangeAction,
  ReleaseVersionField,
  RemoteChannels,
  RemoteLoadOutcome,
  RemoteNameField,
  releaseCanary,
  releaseHealth,
  releaseHistory,
  releaseList,
  releasePromote,
  releaseRollback,
  VersionHealth,
} from './endpoints/releases';
