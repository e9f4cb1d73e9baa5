import DOMPurify from 'dompurify';

/**
 * Announcement content is HTML written in the back-office. The server sanitizes it when it is
 * stored; it is sanitized again here because this is where it meets the DOM.
 */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form'], FORBID_ATTR: ['style'] });
}
