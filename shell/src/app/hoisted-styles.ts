/** The classes a server render put in place of `style` attributes (`shell/src/server/hoist-style-attributes.ts`). */
export const HOISTED_STYLE_PREFIX = 'ssr-';

const HOISTED_SELECTOR = new RegExp(`^\\.(${HOISTED_STYLE_PREFIX}[\\w-]+)$`);

/**
 * Gives the server markup back the inline styles React rendered, before React takes it over: a
 * hydrating React neither adds nor removes attributes, so the hoisted classes would stay and
 * their `!important` rules would beat every style React sets later. Inline styles set through
 * the DOM are allowed by the page's policy; only parsed ones are not.
 */
export function restoreHoistedStyles(root: ParentNode, doc: Document = document): void {
  const rules = new Map<string, CSSStyleDeclaration>();
  for (const sheet of doc.styleSheets) {
    for (const rule of readableRules(sheet)) {
      const name = rule instanceof CSSStyleRule ? HOISTED_SELECTOR.exec(rule.selectorText)?.[1] : undefined;
      if (name && rule instanceof CSSStyleRule) rules.set(name, rule.style);
    }
  }
  for (const element of root.querySelectorAll<HTMLElement | SVGElement>(`[class*="${HOISTED_STYLE_PREFIX}"]`)) {
    for (const name of [...element.classList].filter((className) => className.startsWith(HOISTED_STYLE_PREFIX))) {
      const declarations = rules.get(name);
      if (!declarations) continue;
      for (let index = 0; index < declarations.length; index += 1) {
        const property = declarations[index]!;
        element.style.setProperty(property, declarations.getPropertyValue(property));
      }
      element.classList.remove(name);
    }
    if (element.classList.length === 0) element.removeAttribute('class');
  }
}

function readableRules(sheet: CSSStyleSheet): CSSRule[] {
  try {
    return [...sheet.cssRules];
  } catch {
    // Another origin's sheet: not ours, and not readable.
    return [];
  }
}
