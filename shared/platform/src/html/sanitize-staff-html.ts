import createDOMPurify, { type DOMPurify } from 'dompurify';

let purifier: DOMPurify | null = null;

/** A private DOMPurify instance, so its link hook never touches another library's instance. */
function getPurifier(): DOMPurify {
  if (purifier) return purifier;
  const instance = createDOMPurify(window);
  instance.addHook('afterSanitizeAttributes', (node) => {
    // Links in announcements and notes leave the site in a new tab that cannot reach back.
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  purifier = instance;
  return instance;
}

/**
 * HTML written by staff (announcements, inbox notes). The server sanitizes it when it is stored;
 * it is sanitized again here because this is where it meets the DOM. Formatting, links and images
 * stay; scripts, event handlers, `javascript:` URLs, styles, forms and frames go.
 */
export function sanitizeStaffHtml(html: string): string {
  return getPurifier().sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
    FORBID_ATTR: ['style'],
  });
}
