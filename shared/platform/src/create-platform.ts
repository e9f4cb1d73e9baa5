import { assemblePlatform } from './assemble-platform';
import { I18nService } from './i18n/i18n-service';
import { browserNavigate } from './navigation';
import type { Platform, PlatformConfig } from './platform';
import { createSession } from './session/session';

/** The page's platform: session from the cookie, language from storage, events on `window`. */
export function createPlatform(config: PlatformConfig): Platform {
  return assemblePlatform(config, {
    session: createSession(),
    i18n: new I18nService({ defaultLanguage: config.defaultLanguage, startLanguage: config.startLanguage }),
    events: window,
    fallbackNavigate: browserNavigate,
    currentPath: () => window.location.pathname,
  });
}
