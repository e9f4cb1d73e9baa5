import { PAGE_BOOT_DATA_ID, PAGE_SERVED_STATE_ID, type PageBootData } from '@casino/contract';

/** `<`, `>`, `&` and the line separators as JSON escapes: the data can never close its element. */
const UNSAFE_IN_SCRIPT = /[<>&\u2028\u2029]/g;

/**
 * The page's start-up data as a JSON data block. Not executed, so the page's script policy does
 * not apply to it, and the shell reads it with `JSON.parse`.
 */
export function bootDataTag(data: PageBootData): string {
  return jsonDataTag(PAGE_BOOT_DATA_ID, data);
}

/** A server render's state (what it read), for the shell to start from and hydrate the markup. */
export function servedStateTag(state: unknown): string {
  return jsonDataTag(PAGE_SERVED_STATE_ID, state);
}

function jsonDataTag(id: string, data: unknown): string {
  const json = JSON.stringify(data).replace(UNSAFE_IN_SCRIPT, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return `<script type="application/json" id="${id}">${json}</script>`;
}
