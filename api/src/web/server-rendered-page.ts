import { AWAITING_APP_ATTRIBUTE } from '@casino/contract';
import type { RenderedPage } from '../render/render-protocol';
import { servedStateTag } from './page-boot-data';

const escapeText = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The shell's mount point with what it holds before the app runs (the start-up spinner): the last element before the scripts. */
const ROOT_ELEMENT = /<div id="?root"?>[\s\S]*?<\/div>(?=\s*(?:<script|<\/body>))/;

/**
 * The shell's page with a server render written in: the markup in the shell's root, where the
 * app hydrates it (a browser without JavaScript shows it as it is), its styles in the head, and
 * the render's state beside it, for the shell to start from. The page's language, title and
 * description follow the render; `links` (the page's addresses per language) go in the head.
 * A page without the root it expects is left as it is (the browser renders).
 */
export function withServerRender(html: string, rendered: RenderedPage, { language, links }: { language: string; links: string }): string {
  const withMarkup = html.replace(ROOT_ELEMENT, () => `<div id="root" ${AWAITING_APP_ATTRIBUTE}>${rendered.markup}</div>${servedStateTag(rendered.stateJson)}`);
  if (withMarkup === html) return html;
  const title = rendered.title === undefined ? null : `<title>${escapeText(rendered.title)}</title>`;
  const description = rendered.description === undefined ? '' : `<meta name="description" content="${escapeText(rendered.description)}">`;
  return withPageLanguage(withMarkup, language)
    .replace(/<title>[^<]*<\/title>/, (original) => title ?? original)
    .replace('</head>', () => `${description}${links}${rendered.head}</head>`);
}

/** The page's `<html lang>`: the language it is served in, rendered on the server or not (the client page says `ko`). */
export function withPageLanguage(html: string, language: string): string {
  return html.replace(/<html\b[^>]*>/, `<html lang="${language}">`);
}
