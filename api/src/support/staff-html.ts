import sanitizeHtml from 'sanitize-html';

/**
 * What staff may write in announcements and inbox notes: text formatting, lists, links and
 * images, nothing that runs. Scripts, styles, event handlers, iframes, forms and `javascript:`
 * or `data:` URLs are removed; links open in a new tab without access to the site. Stored this
 * way, a client that forgets to sanitize still shows nothing harmful.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'h1', 'h2', 'h3', 'h4', 'blockquote', 'hr', 'a', 'img', 'span', 'div', 'table', 'thead', 'tbody', 'tr', 'th', 'td'],
  // target and rel are set on every link below, whatever the author wrote.
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'], img: ['src', 'alt', 'width', 'height'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: { a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }) },
};

export function sanitizeStaffHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
