import { Type, type Static } from '@sinclair/typebox';

/**
 * Files the shell fetches at start-up, outside the `{ data }` API: they describe the deployment,
 * not a call. The API serves both in production (`/runtime-config.json`, `/remotes.json`).
 */

/** Public Firebase web config (spec 1); these values are not secrets. */
export const FirebaseConfig = Type.Object({
  apiKey: Type.String(),
  authDomain: Type.String(),
  databaseURL: Type.String(),
  projectId: Type.String(),
  storageBucket: Type.String(),
  messagingSenderId: Type.String(),
  appId: Type.String(),
  measurementId: Type.String(),
});
export type FirebaseConfig = Static<typeof FirebaseConfig>;

/** `/runtime-config.json`: per-deployment settings, so one build runs anywhere. */
export const RuntimeConfig = Type.Object({
  /** Prefix for API calls; '' means the same origin. */
  apiBase: Type.String(),
  firebase: Type.Union([FirebaseConfig, Type.Null()]),
});
export type RuntimeConfig = Static<typeof RuntimeConfig>;

/** `/remotes.json`: remote name -> manifest URL and version. Deploying a remote edits its entry. */
export const RemotesRegistry = Type.Object({
  remotes: Type.Record(
    Type.String({ pattern: '^[a-z][a-z0-9-]*$' }),
    Type.Object({
      manifest: Type.String({ minLength: 1 }),
      version: Type.String({ minLength: 1 }),
      /** Lets this page report on this version (`POST /api/v1/release/health`); issued to this visitor only. */
      report: Type.Optional(Type.String({ minLength: 1 })),
    }),
  ),
});
export type RemotesRegistry = Static<typeof RemotesRegistry>;

/**
 * The same two files written into the served page (`<script type="application/json" id=...>`),
 * so start-up does not wait two round trips for them. Either may be missing (a page served as a
 * plain file, the registry broken): the shell then fetches it as before.
 */
export const PAGE_BOOT_DATA_ID = 'boot-data';

/**
 * A server-rendered page's state (`<script type="application/json" id=...>`): what its render
 * read (the language, the member, the site's name, the page's data), so the browser starts from
 * the same and takes the markup over (hydrates) instead of drawing the page again.
 */
export const PAGE_SERVED_STATE_ID = 'served-state';

/**
 * On the shell's root while it holds server markup the app has not taken over: the page's CSS
 * (shell/public/index.html) then lets no click reach a control that would not answer it (a
 * link still goes where it says). The shell removes it once it has hydrated or rendered.
 */
export const AWAITING_APP_ATTRIBUTE = 'data-awaiting-app';

/**
 * On a `<template>` in a page's head holding the preload links of the code the page starts on
 * (the shell's, its remote's): the page's start-up script moves them into the head once the
 * server-rendered page has painted, so they are not on its largest paint's path. The shell's
 * build writes its own (`PaintFirstPlugin`, the same attribute); the API makes them live in a
 * page it did not render (`liveStartCode`).
 */
export const START_CODE_ATTRIBUTE = 'data-start-code';

/**
 * The language a visitor chose (`ko` or `en`), kept in a cookie as well as in the browser, so
 * the server renders the page in it; a page's `?lang=` wins over it, the browser's languages
 * come after it.
 */
export const LANGUAGE_COOKIE = 'lang';

/** A page address's language (`/game/slot?lang=en`): the addresses search engines are given per language. */
export const LANGUAGE_PARAM = 'lang';
export interface PageBootData {
  runtimeConfig?: RuntimeConfig;
  registry?: RemotesRegistry;
  /**
   * The page was answered 404: its path is unknown, or a domain says what it names does not exist
   * (a game type or brand). The shell shows no popups over it.
   */
  notFound?: true;
}
