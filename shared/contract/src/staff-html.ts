/**
 * What staff may write in announcements and inbox notes: text formatting, lists, tables, links
 * and images, nothing that runs. The API sanitizes to this when it stores; every client
 * sanitizes to it again where it shows the HTML. One list, so the two never drift apart.
 */
export const STAFF_HTML_TAGS = ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'h1', 'h2', 'h3', 'h4', 'blockquote', 'hr', 'a', 'img', 'span', 'div', 'table', 'thead', 'tbody', 'tr', 'th', 'td'] as const;

/** Attributes by tag; `target` and `rel` of links are always set to a new tab without access back. */
export const STAFF_HTML_ATTRIBUTES = { a: ['href', 'title', 'target', 'rel'], img: ['src', 'alt', 'width', 'height'] } as const;

/** URL schemes a link may use; images only the web ones. Site paths (`/static/...`) are allowed too. */
export const STAFF_HTML_LINK_SCHEMES = ['http', 'https', 'mailto'] as const;
export const STAFF_HTML_IMAGE_SCHEMES = ['http', 'https'] as const;

/**
 * The longest link and image description the staff editor takes, so one attribute cannot eat the
 * whole HTML's budget (`STAFF_HTML_MAX_CHARS`) unnoticed. HTML written around the editor loses a
 * longer one: the API drops it when it stores, every client when it shows.
 */
export const STAFF_HTML_LINK_MAX_LENGTH = 2000;
export const STAFF_HTML_IMAGE_ALT_MAX_LENGTH = 200;
