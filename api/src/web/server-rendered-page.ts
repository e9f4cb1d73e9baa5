import type { RenderResult } from '../render/render-protocol';

const escapeText = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The shell's page with a server render written in, for now inside `<noscript>`: a browser
 * without JavaScript shows the page as it will look (its styles in the head, the start-up
 * spinner hidden), and a browser with it renders as before, until the shell hydrates the markup
 * (docs/decisions/066). The page's language, title and description follow the render; `links`
 * (the page's addresses per language) go in the head as they are.
 */
export function withServerRender(html: string, rendered: RenderResult, { language, nonce, links }: { language: string; nonce: string; links: string }): string {
  const title = rendered.title === undefined ? null : `<title>${escapeText(rendered.title)}</title>`;
  const description = rendered.description === undefined ? '' : `<meta name="description" content="${escapeText(rendered.description)}">`;
  return html
    .replace(/<html\b[^>]*>/, `<html lang="${language}">`)
    .replace(/<title>[^<]*<\/title>/, (original) => title ?? original)
    .replace('</head>', `${description}${links}<noscript>${rendered.head}<style nonce="${nonce}">.boot{display:none}</style></noscript></head>`)
    .replace(/<body>/, `<body><noscript>${rendered.markup}</noscript>`);
}
