import { randomBytes } from 'node:crypto';
import { isHttpsSite } from '../config/env';

export interface SitePolicyInput {
  /** Fresh for every response; antd's runtime styles and the page's own `<style>` carry it. */
  nonce: string;
  siteOrigin: string;
  /** Where remote code comes from besides the site (from the registry). */
  remoteOrigins: readonly string[];
  /** The realtime database's URL (spec 1); null when there is none. */
  realtimeUrl: string | null;
}

/** 128 random bits, as CSP wants a nonce: base64. */
export function newNonce(): string {
  return randomBytes(16).toString('base64');
}

/**
 * The policy of the site's HTML: scripts only from the site and the remotes' origins, no inline
 * script at all, styles from those origins or carrying this response's nonce, never framed.
 */
export function sitePolicy({ nonce, siteOrigin, remoteOrigins, realtimeUrl }: SitePolicyInput): string {
  const remotes = remoteOrigins.join(' ');
  const directives: [string, string][] = [
    ['default-src', "'self'"],
    ['script-src', `'self' ${remotes}`],
    ['style-src', `'self' 'nonce-${nonce}' ${remotes}`],
    // Staff may place web images in announcements and popups.
    ['img-src', `'self' data: https: ${remotes}`],
    ['font-src', `'self' data: ${remotes}`],
    ['connect-src', `'self' ${remotes} ${realtimeSources(realtimeUrl)}`],
    ['frame-src', "'none'"],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  if (isHttpsSite({ publicOrigin: siteOrigin })) directives.push(['upgrade-insecure-requests', '']);
  return directives.map(([name, value]) => `${name} ${value}`.replace(/\s+/g, ' ').trim()).join('; ');
}

/**
 * The realtime database's host, and its siblings: Firebase answers the first connection with a
 * redirect to a shard host of the same domain (`s-usc1a-nss-2.firebaseio.com`).
 */
function realtimeSources(url: string | null): string {
  if (!url) return '';
  let host: string;
  try {
    host = new URL(url).host;
  } catch {
    return '';
  }
  const parent = host.split('.').slice(1).join('.');
  const hosts = parent.includes('.') ? [host, `*.${parent}`] : [host];
  return hosts.flatMap((h) => [`https://${h}`, `wss://${h}`]).join(' ');
}

/** What every other response says: nothing may run or load from it, and nothing may frame it. */
export const LOCKED_DOWN_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";
