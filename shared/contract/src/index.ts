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
export {
  addDays,
  daysBetween,
  formatSeoulDate,
  formatSeoulDateTime,
  isDay,
  monthEnd,
  monthStart,
  SEOUL_TIME_ZONE,
  SEOUL_UTC_OFFSET,
  seoulDayEnd,
  seoulDayStart,
  seoulToday,
  weekStart,
} from './seoul-time';
export type { Instant } from './seoul-time';
export { ACCOUNT_NUMBER_PATTERN, NICKNAME_PATTERN, PASSWORD_LENGTH, PASSWORD_PATTERN, PHONE_PATTERN, USERNAME_PATTERN } from './rules';
export { lengthLimits } from './length-limits';
export type { LengthLimits } from './length-limits';
export { FirebaseConfig, PAGE_BOOT_DATA_ID, RemotesRegistry, RuntimeConfig } from './runtime';
export type { PageBootData } from './runtime';
export { endpoints } from './registry';
export { REMOTE_MODULES } from './remote-modules';
export type { ExposesOf, RemoteModuleName, RemoteModuleRef, RemoteName } from './remote-modules';

// Each endpoint module whole: its endpoints, their schemas and types.
export * from './endpoints/auth';
export * from './endpoints/board-message';
export * from './endpoints/games';
export * from './endpoints/games-staff';
export * from './endpoints/partner-dashboard';
export * from './endpoints/partner-losing';
export * from './endpoints/partner-reports';
export * from './endpoints/partner-rolling';
export * from './endpoints/partner-statistics';
export * from './endpoints/partner-users';
export * from './endpoints/partner-wallet';
export * from './endpoints/releases';
export * from './endpoints/report-columns';
export * from './endpoints/report-exports';
export * from './endpoints/sign-in';
export * from './endpoints/site';
export * from './endpoints/site-staff';
export * from './endpoints/statements';
export * from './endpoints/support';
export * from './endpoints/support-staff';
export * from './endpoints/two-factor';
export * from './endpoints/uploads';
export * from './endpoints/user';
export * from './endpoints/wallet';
