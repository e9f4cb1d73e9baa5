import { ImageUrl } from '@casino/contract';

// Characters some URL readers skip (control, format, Unicode spaces): the server drops a URL holding one.
const HIDING_CHARACTER = /[\p{Cc}\p{Cf}\p{Z}]/u;
// A file of the site (/static, /uploads) or an https URL: the contract's one rule for an image.
const IMAGE_URL = new RegExp(ImageUrl().pattern!);

/** An image source the site shows as it is: `/static/...`, `/uploads/...` or an https URL. */
export function isImageUrl(url: string | null | undefined): url is string {
  if (!url || HIDING_CHARACTER.test(url)) return false;
  return IMAGE_URL.test(url);
}
