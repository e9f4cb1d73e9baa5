import { SitePath } from '@casino/contract';

/*
 * Which URLs the editor lets staff put in a link (an image's is the platform's `isImageUrl`): exactly those both sanitizers keep
 * as they are, so what the editor shows is what members get. Characters some URL readers skip
 * (control, format, Unicode spaces) are refused outright: the server drops a URL holding one.
 */
const HIDING_CHARACTER = /[\p{Cc}\p{Cf}\p{Z}]/u;
const WEB_URL = /^https?:\/\/[^\s"<>\\]+$/i;
const MAIL_URL = /^mailto:[^\s"<>\\/]+@[^\s"<>\\]+$/i;
const SITE_PATH = new RegExp(SitePath().pattern!);

/** A link: http(s), mailto, or a page of this site (`/game/slot`, never `//host`). */
export function isStaffLinkUrl(url: string | null | undefined): url is string {
  if (!url || HIDING_CHARACTER.test(url)) return false;
  return WEB_URL.test(url) || MAIL_URL.test(url) || SITE_PATH.test(url);
}
