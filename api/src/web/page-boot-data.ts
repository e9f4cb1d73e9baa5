import { PAGE_BOOT_DATA_ID, type PageBootData } from '@casino/contract';

/** `<`, `>`, `&` and the line separators as JSON escapes: the data can never close its element. */
const UNSAFE_IN_SCRIPT = /[<>&\u2028\u2029]/g;

/**
 * The page's start-up data as a JSON data block. Not executed, so the page's script policy does
 * not apply to it, and the shell reads it with `JSON.parse`.
 */
export function bootDataTag(data: PageBootData): string {
  const json = JSON.stringify(data).replace(UNSAFE_IN_SCRIPT, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return `<script type="application/json" id="${PAGE_BOOT_DATA_ID}">${json}</script>`;
}
