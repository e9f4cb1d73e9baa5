import { LIVE_PATH } from '@casino/contract';

/** The live channel's address beside the API's (`apiBase`, '' for the page's own origin): `ws:` for `http:`, `wss:` for `https:`. */
export function liveChannelUrl(apiBase: string, pageUrl: string): string {
  const url = new URL(`${apiBase}${LIVE_PATH}`, pageUrl);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.href;
}
