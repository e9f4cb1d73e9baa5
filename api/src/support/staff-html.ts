import {
  STAFF_HTML_ATTRIBUTES,
  STAFF_HTML_IMAGE_ALT_MAX_LENGTH,
  STAFF_HTML_IMAGE_SCHEMES,
  STAFF_HTML_LINK_MAX_LENGTH,
  STAFF_HTML_LINK_SCHEMES,
  STAFF_HTML_TAGS,
} from '@casino/contract';
import sanitizeHtml from 'sanitize-html';

/**
 * Control, format (the zero-width space, U+FEFF) and every Unicode space or separator (U+00A0,
 * U+2028...). A real URL carries them percent-encoded; raw, some consumers skip them before the
 * scheme, so `<U+2028>javascript:` would read as a script URL there although sanitize-html sees
 * no scheme at all. A URL holding one is dropped.
 */
const HIDING_CHARACTER = /[\p{Cc}\p{Cf}\p{Z}]/u;
/** What browsers themselves strip from both ends of a URL. */
const ASCII_EDGES = /^[\x00-\x20]+|[\x00-\x20]+$/g;

/** `attribs`, in their order, with the URL attribute trimmed, or without it when the URL hides characters. */
function withSafeUrl(attribs: sanitizeHtml.Attributes, name: 'href' | 'src'): sanitizeHtml.Attributes {
  return Object.fromEntries(
    Object.entries(attribs).flatMap(([key, value]) => {
      if (key !== name) return [[key, value]];
      const trimmed = value.replace(ASCII_EDGES, '');
      return HIDING_CHARACTER.test(trimmed) ? [] : [[key, trimmed]];
    }),
  );
}

/** `attribs` without `name` when its value is longer than the staff editor lets anyone write. */
function withinLength(attribs: sanitizeHtml.Attributes, name: 'href' | 'alt', max: number): sanitizeHtml.Attributes {
  return Object.fromEntries(Object.entries(attribs).filter(([key, value]) => key !== name || value.length <= max));
}

/**
 * What staff may write in announcements and inbox notes: text formatting, lists, links and
 * images, nothing that runs. Scripts, styles, event handlers, iframes, forms and `javascript:`
 * or `data:` URLs are removed, and so is a link or image description longer than the editor
 * takes (`STAFF_HTML_LINK_MAX_LENGTH`, `STAFF_HTML_IMAGE_ALT_MAX_LENGTH`); links open in a new
 * tab without access to the site. Stored this way, a client that forgets to sanitize still shows
 * nothing harmful.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...STAFF_HTML_TAGS],
  // target and rel are set on every link below, whatever the author wrote.
  allowedAttributes: { a: [...STAFF_HTML_ATTRIBUTES.a], img: [...STAFF_HTML_ATTRIBUTES.img] },
  allowedSchemes: [...STAFF_HTML_LINK_SCHEMES],
  allowedSchemesByTag: { img: [...STAFF_HTML_IMAGE_SCHEMES] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Run before the scheme check, on decoded attribute values (entities already resolved).
  transformTags: {
    a: (tagName, attribs) => ({ tagName, attribs: { ...withSafeUrl(withinLength(attribs, 'href', STAFF_HTML_LINK_MAX_LENGTH), 'href'), target: '_blank', rel: 'noopener noreferrer' } }),
    img: (tagName, attribs) => ({ tagName, attribs: withSafeUrl(withinLength(attribs, 'alt', STAFF_HTML_IMAGE_ALT_MAX_LENGTH), 'src') }),
  },
};

/**
 * sanitize-html writes void elements in XML form (`<img ... />`); the staff editor, DOMPurify and
 * browsers write HTML's (`<img ...>`). Stored in HTML's form, the editor's output comes back byte
 * for byte. Safe as a text replacement: sanitize-html escapes every `>` of text and attribute
 * values, so " />" appears only where it closes a tag.
 */
const XML_VOID_END = / \/>/g;

export function sanitizeStaffHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).replace(XML_VOID_END, '>');
}
