import { STAFF_HTML_ATTRIBUTES, STAFF_HTML_IMAGE_SCHEMES, STAFF_HTML_LINK_SCHEMES, STAFF_HTML_TAGS } from '@casino/contract';
import sanitizeHtml from 'sanitize-html';

/**
 * What staff may write in announcements and inbox notes: text formatting, lists, links and
 * images, nothing that runs. Scripts, styles, event handlers, iframes, forms and `javascript:`
 * or `data:` URLs are removed; links open in a new tab without access to the site. Stored this
 * way, a client that forgets to sanitize still shows nothing harmful.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...STAFF_HTML_TAGS],
  // target and rel are set on every link below, whatever the author wrote.
  allowedAttributes: { a: [...STAFF_HTML_ATTRIBUTES.a], img: [...STAFF_HTML_ATTRIBUTES.img] },
  allowedSchemes: [...STAFF_HTML_LINK_SCHEMES],
  allowedSchemesByTag: { img: [...STAFF_HTML_IMAGE_SCHEMES] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: { a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }) },
};

export function sanitizeStaffHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
