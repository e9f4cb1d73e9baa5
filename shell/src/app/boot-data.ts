import { PAGE_BOOT_DATA_ID } from '@casino/contract';
import { isRecord } from '../lib/is-record';

/**
 * The start-up data the server wrote into the page (runtime config, registry), unchecked: each
 * reader validates its part as it validates the fetched file. Empty when the page has none (the
 * dev server, a page served as a plain file) or it does not parse: the shell then fetches.
 */
export function readBootData(doc: Document = document): { runtimeConfig?: unknown; registry?: unknown; notFound?: unknown } {
  const text = doc.getElementById(PAGE_BOOT_DATA_ID)?.textContent;
  if (!text) return {};
  try {
    const json: unknown = JSON.parse(text);
    return isRecord(json) ? json : {};
  } catch {
    return {};
  }
}

/** The path the page was served for, when the server answered it 404 (no popups over it); else null. */
export function notFoundPathAtLoad(bootData: { notFound?: unknown }, pathname: string): string | null {
  return bootData.notFound === true ? pathname : null;
}
