export { createPlatform } from './create-platform';
export type { Platform, PlatformConfig } from './platform';
export type { Navigate } from './navigation';

export { ApiError, CLIENT_ERROR_CODES, isApiError, serverMessage } from './http/api-error';
export { createHttpClient, DEFAULT_TIMEOUT_MS } from './http/http-client';
export type { HttpClient, HttpClientOptions, UnauthorizedInfo } from './http/http-client';
export type { CallArgs, CallOptions } from './http/call-options';

export { createSession, SIGNED_IN_COOKIE } from './session/session';
export type { Session } from './session/session';

export { UserStore } from './user/user-store';
export type { UserProfile, UserStatus } from './user/user-store';

export { ModalStore } from './modals/modal-store';
export type { ModalStoreOptions, OpenOptions } from './modals/modal-store';
export { MODAL_PARAM, readModal, writeModal } from './modals/modal-url';
export type { ModalParams, ModalState } from './modals/modal-url';
export type { ModalProps } from './modals/modal-props';

export { COMMON_NAMESPACE, I18nService, LANGUAGE_STORAGE_KEY } from './i18n/i18n-service';
export { DEFAULT_LANGUAGE, LANGUAGES, toLang } from './i18n/languages';
export type { Lang } from './i18n/languages';
export type { NamespaceResources, TranslationTree } from './i18n/translation-tree';

export { createPlatformEvents, PLATFORM_EVENTS } from './events/platform-events';
export type { BalanceSnapshot, InboxSnapshot, TicketsSnapshot, PlatformEventDetails, PlatformEventName, PlatformEvents } from './events/platform-events';

export { RealtimeHandle } from './realtime/realtime-handle';
export type { RealtimeConnector, RealtimeOptions, RealtimeStatus } from './realtime/realtime-handle';

export { PagedList } from './lists/paged-list';
export type { ListStatus, PageOf } from './lists/paged-list';
export { pagedTableProps } from './lists/paged-table-props';

export { formatKrw, formatKrwWithUnit, parseKrw } from './format/krw';
export { isValidPassword, PASSWORD_REGEX } from './validation/password';

export { PlatformProvider } from './react/platform-provider';
export type { PlatformProviderProps } from './react/platform-provider';
export { PlatformHarness } from './react/platform-harness';
export type { PlatformHarnessProps } from './react/platform-harness';
export { PlatformRouterBridge } from './react/platform-router-bridge';
export { useEvents, useHttp, useI18n, useLanguage, useModals, usePlatform, useRealtime, useUser } from './react/hooks';
export { useAntdLocale } from './react/use-antd-locale';
export { useFeedback } from './react/use-feedback';
export type { AlertOptions, ConfirmOptions, Messages } from './react/use-feedback';
export { StaffHtml } from './react/staff-html';
export { sanitizeStaffHtml } from './html/sanitize-staff-html';
export { nonceHeadStyles, readCspNonce } from './csp/csp-nonce';
