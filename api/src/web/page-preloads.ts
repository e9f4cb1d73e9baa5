import { START_CODE_ATTRIBUTE } from '@casino/contract';

/**
 * For a page path, the image its largest paint shows (the home page's first banner), so the
 * page's HTML can have the browser fetch it while the scripts that render it still load.
 */
export type PageImages = Record<string, () => Promise<string | null>>;

const ATTRIBUTE_ESCAPES: Record<string, string> = { '&': '&amp;', '"': '&quot;', '<': '&lt;', '>': '&gt;' };

const attribute = (value: string) => value.replace(/[&"<>]/g, (c) => ATTRIBUTE_ESCAPES[c]!);

/** A high-priority preload link for `url`, safe to put in the page whatever the URL holds. */
export function imagePreloadTag(url: string): string {
  return `<link rel="preload" as="image" fetchpriority="high" href="${attribute(url)}">`;
}

/**
 * A preload link for a script the page's remote runs first (its entry, the page's chunks). Low
 * priority, as the deferred scripts that ask for it are: the page is already painted from the
 * server, and the banner and the logo come before the code that takes it over.
 */
export function scriptPreloadTag(url: string): string {
  return `<link rel="preload" as="script" fetchpriority="low" href="${attribute(url)}">`;
}

/** The page's remote code, held until its first screen is painted (`START_CODE_ATTRIBUTE`). */
export function startCodeTemplate(links: string): string {
  return links === '' ? '' : `<template ${START_CODE_ATTRIBUTE}>${links}</template>`;
}

const HELD_START_CODE = new RegExp(`<template ${START_CODE_ATTRIBUTE}>([\\s\\S]*?)</template>`, 'g');

/** A page that is not rendered on the server paints nothing before its app: its code's preload links live from the start. */
export function liveStartCode(html: string): string {
  return html.replace(HELD_START_CODE, '$1');
}
