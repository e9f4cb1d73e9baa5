import { createHash } from 'node:crypto';
import { HOISTED_STYLE_PREFIX } from '../app/hoisted-styles';

/** A start tag with a `style` attribute (React escapes `>` and `"` in attribute values, so neither ends one early). */
const STYLED_TAG = /<([a-zA-Z][\w-]*)([^>]*?)\sstyle="([^"]*)"([^>]*?)(\/?)>/g;
const CLASS_ATTRIBUTE = /\sclass="([^"]*)"/;
const ENTITIES: Record<string, string> = { '&quot;': '"', '&#x27;': "'", '&#39;': "'", '&amp;': '&', '&lt;': '<', '&gt;': '>' };

/** Each attribute's class and rule, worked out once per process (pages repeat the same few; content adds some, hence the cap). */
const hoistedStyles = new Map<string, { className: string; rule: string }>();
const MOST_KEPT = 2000;

/**
 * The page's strict policy admits styles only under its nonce, so a browser applies no `style`
 * attribute of server markup it parses (React sets them through the DOM, which the policy allows,
 * only once it runs). Each distinct one becomes a class with its rule, to go in a style tag under
 * the nonce; its declarations keep an inline style's precedence through `!important`.
 */
export function hoistStyleAttributes(markup: string): { markup: string; css: string } {
  const rules = new Map<string, string>();
  const hoisted = markup.replace(STYLED_TAG, (_tag, name: string, before: string, style: string, after: string, selfClosing: string) => {
    const { className, rule } = hoistedStyle(style);
    rules.set(className, rule);
    const attributes = `${before}${after}`;
    const classed = CLASS_ATTRIBUTE.test(attributes) ? attributes.replace(CLASS_ATTRIBUTE, (_all, classes: string) => ` class="${classes} ${className}"`) : `${attributes} class="${className}"`;
    return `<${name}${classed}${selfClosing}>`;
  });
  return { markup: hoisted, css: [...rules].map(([className, body]) => `.${className}{${body}}`).join('') };
}

function hoistedStyle(style: string): { className: string; rule: string } {
  let hoisted = hoistedStyles.get(style);
  if (!hoisted) {
    const declarations = style.replace(/&(quot|#x27|#39|amp|lt|gt);/g, (entity) => ENTITIES[entity]!);
    hoisted = {
      className: `${HOISTED_STYLE_PREFIX}${createHash('sha256').update(declarations).digest('base64url').slice(0, 10).replace(/[-_]/g, 'x')}`,
      rule: important(declarations),
    };
    if (hoistedStyles.size >= MOST_KEPT) hoistedStyles.clear();
    hoistedStyles.set(style, hoisted);
  }
  return hoisted;
}

/** `a:1;b:url(x;y)` -> `a:1 !important;b:url(x;y) !important`: split on semicolons outside brackets and quotes. */
function important(declarations: string): string {
  const parts: string[] = [];
  let depth = 0;
  let quote: string | null = null;
  let current = '';
  for (const char of declarations) {
    if (quote) quote = char === quote ? null : quote;
    else if (char === '"' || char === "'") quote = char;
    else if (char === '(') depth += 1;
    else if (char === ')') depth -= 1;
    if (char === ';' && depth === 0 && !quote) {
      parts.push(current);
      current = '';
    } else current += char;
  }
  parts.push(current);
  return parts
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => `${part} !important`)
    .join(';');
}
