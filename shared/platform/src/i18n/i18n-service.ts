import 'dayjs/locale/ko';
import { LANGUAGE_COOKIE, LANGUAGE_PARAM } from '@casino/contract';
import dayjs from 'dayjs';
import i18next, { type i18n as I18next } from 'i18next';
import { makeStoreObservable } from '../make-store-observable';
import { action } from 'mobx';
import { initReactI18next } from 'react-i18next';
import { commonEn } from './common-en';
import { commonKo } from './common-ko';
import { DEFAULT_LANGUAGE, LANGUAGES, toLang, type Lang } from './languages';
import type { NamespaceResources } from './translation-tree';

export const COMMON_NAMESPACE = 'common';
export const LANGUAGE_STORAGE_KEY = 'lang';

export interface I18nOptions {
  defaultLanguage?: Lang;
  /**
   * The language, given (a server render: the request says it). Storage is then neither read nor
   * written: it is the browser's, and the render has none.
   */
  language?: Lang;
  /** The language to start in, before the address's and the stored one: the one a server-rendered page was rendered in. */
  startLanguage?: Lang;
}

/** i18next's `t` bound to one language and namespace. */
export type FixedTranslate = (key: string, options?: Record<string, unknown>) => unknown;

/** One i18next instance for the whole site; its language is mirrored here so observers re-render. */
export class I18nService {
  language: Lang;
  readonly instance: I18next;
  readonly #registered = new Map<string, NamespaceResources>();
  /** One `t` per language and namespace, each keeping the words it looked up while no namespace changes. */
  readonly #fixed = new Map<string, FixedTranslate>();
  /** Moves on whenever a namespace's words are added or replaced: every kept word is looked up again. */
  #wordsVersion = 0;
  readonly #stored: boolean;
  readonly #fallback: Lang;

  constructor({ defaultLanguage = DEFAULT_LANGUAGE, language, startLanguage }: I18nOptions = {}) {
    this.#stored = language === undefined;
    this.#fallback = defaultLanguage;
    this.#registered.set(COMMON_NAMESPACE, { ko: commonKo, en: commonEn });
    const initial = language ?? startLanguage ?? toLang(addressLanguage()) ?? toLang(readStoredLanguage()) ?? defaultLanguage;
    this.language = initial;
    this.instance = i18next.createInstance();
    this.instance.use(initReactI18next).init({
      lng: initial,
      fallbackLng: defaultLanguage,
      supportedLngs: [...LANGUAGES],
      ns: [COMMON_NAMESPACE],
      defaultNS: COMMON_NAMESPACE,
      resources: { ko: { [COMMON_NAMESPACE]: commonKo }, en: { [COMMON_NAMESPACE]: commonEn } },
      interpolation: { escapeValue: false },
      // Resources are bundled, so init can finish synchronously and nothing needs to suspend.
      initAsync: false,
      react: { useSuspense: false },
    });
    makeStoreObservable<this, 'instance'>(this, { instance: false, addNamespace: false, t: false, fixedT: false, onLanguageChange: false }, { autoBind: true });
    this.instance.on('languageChanged', action('languageChanged', (lng: string) => this.#apply(toLang(lng) ?? defaultLanguage)));
    applyDocumentLanguage(initial);
  }

  async setLanguage(lang: Lang): Promise<void> {
    await this.instance.changeLanguage(lang);
  }

  /**
   * Registers a remote's namespace. Cheap to call on every render: the same object is added once,
   * and taken as it is, a whole namespace (no deep copy: a server render adds every page's words
   * to a new instance, and copying them was a good part of its time). The words are module
   * constants, and i18next only reads them.
   */
  readonly addNamespace = (ns: string, resources: NamespaceResources): void => {
    // Each language's words, not the pair: most hooks pass a new `{ ko, en }` on every call.
    const known = this.#registered.get(ns);
    if (known && LANGUAGES.every((lang) => known[lang] === resources[lang])) return;
    this.#registered.set(ns, resources);
    this.#wordsVersion += 1;
    for (const lang of LANGUAGES) this.instance.addResourceBundle(lang, ns, resources[lang], false, true, { silent: false, skipCopy: true });
  };

  /** Calls `listener` after each language change; returns the way to stop. For `useSyncExternalStore`. */
  readonly onLanguageChange = (listener: () => void): (() => void) => {
    this.instance.on('languageChanged', listener);
    return () => this.instance.off('languageChanged', listener);
  };

  /**
   * `t` for one language and namespace, the same function each time. A key asked as it is, or
   * with values to put in it, is looked up once and kept (until a namespace changes): i18next's
   * lookup of each word was about a tenth of a server render's time. A key of the namespace itself
   * is kept for every instance with the same words (`sharedWords`): a server render makes an
   * instance per page, and would otherwise look each word up again.
   */
  readonly fixedT = (language: string, namespace: string): FixedTranslate => {
    const id = `${language}|${namespace}`;
    let fixed = this.#fixed.get(id);
    if (!fixed) {
      const lookUp = this.instance.getFixedT(language, namespace);
      let keptVersion = -1;
      let kept = new Map<string, unknown>();
      let shared: Map<string, unknown> | null = null;
      fixed = (key: string, options?: Record<string, unknown>) => {
        const asked = options === undefined ? key : keptKeyWithOptions(key, options);
        if (asked === null) return lookUp(key, options);
        if (keptVersion !== this.#wordsVersion) {
          keptVersion = this.#wordsVersion;
          kept = new Map();
          shared = this.#sharedWords(language, namespace);
        }
        // A key naming another namespace (`common:errors.generic`) is kept for this instance only.
        const words = shared !== null && !key.includes(NAMESPACE_SEPARATOR) ? shared : kept;
        if (!words.has(asked)) {
          // Keys are the code's own, but values come from data (amounts in a long table): bounded.
          if (words.size >= MOST_KEPT_WORDS) words.clear();
          words.set(asked, lookUp(key, options));
        }
        return words.get(asked);
      };
      this.#fixed.set(id, fixed);
    }
    return fixed;
  };

  /** The kept words of `namespace` in `language` for every instance that has the same words in it and in the fallback language. */
  #sharedWords(language: string, namespace: string): Map<string, unknown> | null {
    const resources = this.#registered.get(namespace);
    const asked = toLang(language);
    if (!resources || asked !== language) return null;
    return sharedWords(resources[asked], resources[this.#fallback]);
  }

  /** Translate outside React (e.g. the http client's own messages). */
  readonly t = (key: string, options?: Record<string, unknown>): string => String(this.instance.t(key, options));

  #apply(lang: Lang): void {
    this.language = lang;
    if (this.#stored) writeStoredLanguage(lang);
    applyDocumentLanguage(lang);
  }
}

/** i18next's: `common:errors.generic` is a key of the common namespace. */
const NAMESPACE_SEPARATOR = ':';
/** The most words one `t` (or the instances sharing a namespace's words) keeps before starting afresh. */
const MOST_KEPT_WORDS = 5_000;
/** Options that look elsewhere than the key's own namespace and language: never kept. */
const ELSEWHERE_OPTIONS = new Set(['ns', 'lng', 'lngs', 'fallbackLng']);

/**
 * What a key asked with options is kept under: the key and each option's name, type and value;
 * null (not kept) when a value is not a string, number or boolean, or an option looks elsewhere.
 */
function keptKeyWithOptions(key: string, options: Record<string, unknown>): string | null {
  let kept = key;
  for (const name in options) {
    const value = options[name];
    if (ELSEWHERE_OPTIONS.has(name)) return null;
    if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') return null;
    // A string as JSON: no NUL of its own, so no two askings share a kept key.
    kept += `\u0000${name}=${typeof value === 'string' ? JSON.stringify(value) : String(value)}`;
  }
  return kept;
}

/**
 * Kept words, by the words of their namespace in the language asked and in the fallback language
 * (module constants: a remote's new release brings new objects). i18next's answer for a key of
 * the namespace, with the same values, depends on nothing else, so instances with the same words
 * share them.
 */
const keptWords = new WeakMap<object, WeakMap<object, Map<string, unknown>>>();

function sharedWords(words: object, fallbackWords: object): Map<string, unknown> {
  let byFallback = keptWords.get(words);
  if (!byFallback) keptWords.set(words, (byFallback = new WeakMap()));
  let kept = byFallback.get(fallbackWords);
  if (!kept) byFallback.set(fallbackWords, (kept = new Map()));
  return kept;
}

function applyDocumentLanguage(lang: Lang): void {
  dayjs.locale(lang);
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
}

/** The page address's `?lang=`: a link to the page in one language (the server renders it in that one too). */
function addressLanguage(): string | null {
  return typeof location === 'undefined' ? null : new URLSearchParams(location.search).get(LANGUAGE_PARAM);
}

// Storage can throw (disabled cookies, some private modes); the language then lasts for the visit only.
function readStoredLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** A year: the choice outlives the visit, as in storage. */
const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 3600;

function writeStoredLanguage(lang: Lang): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, lang);
  } catch {
    // keep the language in memory only
  }
  // In a cookie too, so the server renders the next page in it.
  if (typeof document !== 'undefined') document.cookie = `${LANGUAGE_COOKIE}=${lang}; path=/; max-age=${LANGUAGE_COOKIE_MAX_AGE_SECONDS}; samesite=lax`;
}
