import type { RenderResult } from '../render/render-protocol';

const escapeText = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The shell's page with a server render written in, for now inside `<noscript>`: a browser
 * without JavaScript shows the page as it will look (its styles in the head, the start-up
 * spinner hidden), and a browser with it renders as before, until the shell hydrates the markup
 * (docs/decisions/066). The page's language and title follow the render.
 */
export function withServerRender(html: string, rendered: RenderResult, language: string, nonce: string): string {
  const title = rendered.title === undefined ? null : `<title>${escapeText(rendered.title)}</title>`;
  return html
    .replace(/<html lang="[^"]*">/, `<html lang="${language}">`)
    .replace(/<title>[^<]*<\/title>/, (original) => title ?? original)
    .replace('</head>', `<noscript>${rendered.head}<style nonce="${nonce}">.boot{display:none}</style></noscript></head>`)
    .replace(/<body>/, `<body><noscript>${rendered.markup}</noscript>`);
}
