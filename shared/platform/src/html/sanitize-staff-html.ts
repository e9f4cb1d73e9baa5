import {
  STAFF_HTML_ATTRIBUTES,
  STAFF_HTML_IMAGE_ALT_MAX_LENGTH,
  STAFF_HTML_IMAGE_SCHEMES,
  STAFF_HTML_LINK_MAX_LENGTH,
  STAFF_HTML_LINK_SCHEMES,
  STAFF_HTML_TAGS,
} from '@casino/contract';
import createDOMPurify, { type DOMPurify } from 'dompurify';

const ATTRIBUTES_BY_TAG: Readonly<Record<string, readonly string[]>> = STAFF_HTML_ATTRIBUTES;
const ALL_ATTRIBUTES = [...new Set(Object.values(ATTRIBUTES_BY_TAG).flat())];
// An allowed scheme, a site path (not `//host`), or a fragment.
const LINK_URL = new RegExp(`^(?:(?:${STAFF_HTML_LINK_SCHEMES.join('|')}):|/(?!/)|#)`, 'i');
const IMAGE_URL = new RegExp(`^(?:(?:${STAFF_HTML_IMAGE_SCHEMES.join('|')}):|/(?!/))`, 'i');

let purifier: DOMPurify | null = null;

/** A private DOMPurify instance, so its hook never touches another library's instance. */
function getPurifier(): DOMPurify {
  if (purifier) return purifier;
  const instance = createDOMPurify(window);
  instance.addHook('afterSanitizeAttributes', (node) => {
    // DOMPurify allows attributes for every tag alike; staff HTML allows them per tag.
    const allowed = ATTRIBUTES_BY_TAG[node.tagName.toLowerCase()] ?? [];
    for (const name of node.getAttributeNames()) if (!allowed.includes(name)) node.removeAttribute(name);
    if (node.tagName === 'IMG' && !IMAGE_URL.test(node.getAttribute('src') ?? '')) node.removeAttribute('src');
    // Longer than the editor takes, as the API drops them: written around the editor, not with it.
    if (node.tagName === 'IMG' && (node.getAttribute('alt') ?? '').length > STAFF_HTML_IMAGE_ALT_MAX_LENGTH) node.removeAttribute('alt');
    if (node.tagName === 'A' && (node.getAttribute('href') ?? '').length > STAFF_HTML_LINK_MAX_LENGTH) node.removeAttribute('href');
    // An image staff gave no text reads as nothing, rather than as its file name.
    if (node.tagName === 'IMG' && !node.hasAttribute('alt')) node.setAttribute('alt', '');
    // Links leave the site in a new tab that cannot reach back.
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  purifier = instance;
  return instance;
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * HTML written by staff (announcements, inbox notes), reduced to the contract's allowlist. The
 * server sanitizes it when it is stored; it is sanitized again here because this is where it
 * meets the DOM. Where DOMPurify cannot work it shows the HTML as text rather than trust it.
 */
export function sanitizeStaffHtml(html: string): string {
  const instance = getPurifier();
  if (!instance.isSupported) return escapeText(html);
  return instance.sanitize(html, {
    ALLOWED_TAGS: [...STAFF_HTML_TAGS],
    ALLOWED_ATTR: ALL_ATTRIBUTES,
    ALLOWED_URI_REGEXP: LINK_URL,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
  });
}
