import { PAGE_BOOT_DATA_ID, PAGE_SERVED_STATE_ID, type PageBootData } from '@casino/contract';
import { scriptSafeJson } from '../http/script-safe-json';

/**
 * The page's start-up data as a JSON data block. Not executed, so the page's script policy does
 * not apply to it, and the shell reads it with `JSON.parse`.
 */
export function bootDataTag(data: PageBootData): string {
  return dataBlock(PAGE_BOOT_DATA_ID, scriptSafeJson(data));
}

/**
 * A server render's state (what it read), for the shell to start from and hydrate the markup:
 * `stateJson` as the render service wrote it, script-safe (`readRenderAnswer` checked it).
 */
export function servedStateTag(stateJson: string): string {
  return dataBlock(PAGE_SERVED_STATE_ID, stateJson);
}

const dataBlock = (id: string, json: string) => `<script type="application/json" id="${id}">${json}</script>`;
