import { assemblePlatform } from './assemble-platform';
import type { KeptAnswer } from './http/http-client';
import { I18nService } from './i18n/i18n-service';
import type { Lang } from './i18n/languages';
import type { Platform } from './platform';
import { createFixedSession } from './session/fixed-session';

export interface ServerPlatformOptions {
  /** The API's absolute base, e.g. `http://127.0.0.1:4000/api/v1`. */
  apiBase: string;
  /** The visitor's language, as the request says it. */
  language: Lang;
  /** The request carries a session (its `signed_in` cookie); the API has the last word. */
  signedIn: boolean;
  /** The path being rendered (what the modal store and a 401 see as "here"). */
  path: string;
  /** The transport: forwards the visitor's cookie, stops at the render's deadline. */
  fetch: typeof fetch;
  /** An answer the render process keeps for a GET (the API's answers that are everyone's): that call makes no request. */
  keptAnswer?: KeptAnswer;
  timeout?: number;
  /**
   * The words, when the render process keeps them between renders (in this language, with the
   * namespaces of the same remote versions); otherwise a new service for this render.
   */
  i18n?: I18nService;
}

/**
 * One render's platform in a Node process: nothing read from or written to a browser (no
 * `window`, cookie jar or storage), navigation goes nowhere, and it is thrown away after the render.
 */
export function createServerPlatform(options: ServerPlatformOptions): Platform {
  const location = { pathname: options.path, search: '', hash: '' };
  return assemblePlatform(
    { apiBase: options.apiBase, defaultLanguage: options.language, firebase: null, timeout: options.timeout },
    {
      session: createFixedSession(options.signedIn),
      i18n: options.i18n ?? new I18nService({ language: options.language }),
      events: new EventTarget(),
      fallbackNavigate: () => undefined,
      currentPath: () => options.path,
      modalLocation: () => location,
      modalBack: () => undefined,
      fetch: options.fetch,
      keptAnswer: options.keptAnswer,
    },
  );
}
