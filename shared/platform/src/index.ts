export { createPlatform } from './create-platform';
export type { Platform, PlatformConfig } from './platform';
export type { Navigate } from './navigation';

export { ApiError, isApiError, serverMessage } from './http/api-error';
export type { HttpClient, UnauthorizedInfo } from './http/http-client';
export type { CallArgs, CallOptions } from './http/call-options';
export { IDEMPOTENCY_HEADER, SubmissionKeys } from './http/submission-keys';

export { createSession, SIGNED_IN_COOKIE } from './session/session';
export type { Session } from './session/session';

export { makeStoreObservable } from './make-store-observable';
export { balanceSnapshotOf, UserStore } from './user/user-store';
export type { UserProfile, UserSnapshot, UserStatus } from './user/user-store';

export { ModalStore } from './modals/modal-store';
export type { ModalStoreOptions, OpenOptions } from './modals/modal-store';
export type { ModalParams, ModalState } from './modals/modal-url';
export type { ModalProps } from './modals/modal-props';
export type { CheckExposedModules, ExposedModuleProps, LoadPageData, PageDataRequest } from './exposed-modules';

export { LANGUAGE_STORAGE_KEY } from './i18n/i18n-service';
export type { I18nService } from './i18n/i18n-service';
export { LANGUAGES, toLang } from './i18n/languages';
export type { Lang } from './i18n/languages';
export type { NamespaceResources, TranslationTree } from './i18n/translation-tree';
export { hasWordsFor } from './i18n/translation-key';
export type { TranslateIn, TranslationKey } from './i18n/translation-key';
export { useCommonTranslation, useNamespaceTranslation } from './i18n/use-namespace-translation';

export { PLATFORM_EVENTS } from './events/platform-events';
export type { BalanceSnapshot, SessionExpiredSnapshot, InboxSnapshot, PageTitleSnapshot, PartnerRequestsSnapshot, TicketsSnapshot, PlatformEventDetails, PlatformEventName, PlatformEvents } from './events/platform-events';

export type { RealtimeHandle, RealtimeConnector, RealtimeOptions, RealtimeStatus } from './realtime/realtime-handle';

export { LatestRequest } from './data/latest-request';
export { startRefreshing } from './data/start-refreshing';
export { ThrottledRefresh } from './data/throttled-refresh';
export type { LiveChannelState, RefreshTriggers } from './data/start-refreshing';

export { PagedList } from './lists/paged-list';
export { useLoaded } from './loading/use-loaded';
export type { Loaded } from './loading/use-loaded';
export type { ListStatus, PageOf } from './lists/paged-list';
export { pagedTableProps } from './lists/paged-table-props';

export { formatKrw, formatKrwWithUnit, parseKrw } from './format/krw';

export { PlatformProvider } from './react/platform-provider';
export type { PlatformProviderProps } from './react/platform-provider';
export { AntdScope, preloadAntdScope } from './react/antd-scope';
export type { SiteTheme } from './react/antd-settings';
export { PlatformHarness } from './react/platform-harness';
export type { PlatformHarnessProps } from './react/platform-harness';
export { PlatformRouterBridge } from './react/platform-router-bridge';
export { SiteLink, SiteNavLink, type SiteLinkProps, type SiteNavLinkProps } from './react/site-link';
export { useEvents, useHttp, useLanguage, useModals, usePlatform, useUser } from './react/hooks';
export { useMediaQuery } from './react/use-media-query';
export { useFeedback } from './react/use-feedback';
export { usePageTitle } from './react/use-page-title';
export { useKeyboardScrollableTables } from './react/use-keyboard-scrollable-tables';
export { useLiveTopics } from './react/use-live-topics';
export { lazyWithRetry } from './react/lazy-with-retry';
export { isChunkLoadError } from './chunks/chunk-load-error';
export type { AlertOptions, ConfirmOptions, Messages } from './react/use-feedback';
export { nonceHeadStyles, readCspNonce } from './csp/csp-nonce';
