// `@casino/platform/server`: what only a server render uses, kept out of the shared browser entry.
export { createServerPlatform } from './create-server-platform';
export type { ServerPlatformOptions } from './create-server-platform';
export { I18nService } from './i18n/i18n-service';
