import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Collects every alert/confirm/prompt the page (or a frame in it) raises, dismissing each: an XSS
 * vector that ran shows up here.
 */
export function watchDialogs(page: Page): string[] {
  const raised: string[] = [];
  page.on('dialog', (dialog) => {
    raised.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return raised;
}

const FORBIDDEN_TAGS = ['script', 'iframe', 'frame', 'frameset', 'object', 'embed', 'form', 'base', 'meta', 'link', 'style', 'input', 'textarea', 'select', 'button'];
const URL_ATTRIBUTES = ['href', 'src', 'action', 'formaction', 'xlink:href', 'poster', 'background', 'data', 'srcdoc'];

/**
 * What in rendered staff HTML could still run script or dress up as the site: a forbidden element,
 * an `on*` handler, a `style`/`class`/`id`/`name`, a script-bearing URL, or a link that could reach
 * back to the site's window. Empty means the view is inert.
 */
export async function activeContent(view: Locator): Promise<string[]> {
  return view.evaluate(
    (root, { tags, urlAttributes }) => {
      const found: string[] = [];
      // The view's own box is ours (it may carry a max-height); only what is inside came from staff.
      for (const element of root.querySelectorAll('*')) {
        const tag = element.tagName.toLowerCase();
        if (tags.includes(tag)) found.push(`<${tag}>`);
        for (const attribute of element.attributes) {
          const name = attribute.name.toLowerCase();
          const value = attribute.value.replace(/[\u0000-\u0020]/g, '').toLowerCase();
          if (name.startsWith('on') || ['style', 'class', 'id', 'name'].includes(name)) found.push(`${tag}[${name}]`);
          if (urlAttributes.includes(name) && /^(javascript|vbscript|data):/.test(value)) found.push(`${tag}[${name}=${value.slice(0, 30)}]`);
        }
        if (tag === 'a' && element.hasAttribute('href') && !(element.getAttribute('target') === '_blank' && /noopener/.test(element.getAttribute('rel') ?? ''))) {
          found.push('a[href] without target=_blank rel=noopener');
        }
      }
      return found;
    },
    { tags: FORBIDDEN_TAGS, urlAttributes: URL_ATTRIBUTES },
  );
}

/** The staff HTML inside `scope` is inert, and poking it (hover, click) raises nothing. */
export async function expectInert(scope: Locator, raised: string[]) {
  const view = scope.locator('.staff-html');
  await expect(view).toBeVisible();
  expect(await activeContent(view)).toEqual([]);
  await view.hover();
  expect(raised).toEqual([]);
}
