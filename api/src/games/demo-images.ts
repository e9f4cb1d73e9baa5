import type { FastifyInstance, FastifyReply } from 'fastify';
import { routeNotFound } from '../http/app-error';
import { DEMO_GAME_BRANDS, type DemoBrand } from '../seed/demo-games';

/**
 * Generated artwork for the demo game catalog, so the seed needs no network or binary files:
 * `/static/demo/brands/<brand>.svg` and `/static/demo/games/<brand>/<game>.svg`. Colours come
 * from the code (stable), the text is the catalog name.
 */

const brandsByCode = new Map(DEMO_GAME_BRANDS.map((b) => [b.code, b]));

/** FNV-1a: a small stable hash to pick colours from. */
function hash(text: string) {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

export const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

/** A text element centred at x, squeezed (textLength) only when the rough width would not fit. */
function fittedText(text: string, x: number, y: number, size: number, maxWidth: number, attrs: string) {
  const estimate = text.length * size * 0.58;
  const fit = estimate > maxWidth ? ` textLength="${maxWidth}" lengthAdjust="spacingAndGlyphs"` : '';
  return `<text x="${x}" y="${y}" text-anchor="middle" font-family="sans-serif" font-size="${size}"${fit} ${attrs}>${escapeXml(text)}</text>`;
}

const TYPE_LABEL: Record<DemoBrand['type'], string> = { casino: 'LIVE CASINO', slot: 'SLOT', lotto: 'LOTTO' };

export function gameSvg(brand: DemoBrand, game: { code: string; name: string }) {
  const h = hash(`${brand.code}/${game.code}`);
  const hue = h % 360;
  const hue2 = (hue + 30 + ((h >> 9) % 60)) % 360;
  const cx = 200 + ((h >> 4) % 100);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240" viewBox="0 0 320 240">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},55%,22%)"/><stop offset="1" stop-color="hsl(${hue2},65%,42%)"/></linearGradient></defs>
  <rect width="320" height="240" fill="url(#g)"/>
  <g fill="#ffffff" opacity="0.10"><circle cx="${cx}" cy="40" r="90"/><circle cx="${360 - cx}" cy="230" r="70"/></g>
  ${fittedText(game.name, 160, 132, 26, 280, 'font-weight="700" fill="#ffffff"')}
  <text x="160" y="214" text-anchor="middle" font-family="sans-serif" font-size="13" letter-spacing="2" fill="#ffffff" opacity="0.75">${escapeXml(brand.name.toUpperCase())}</text>
</svg>
`;
}

export function brandLogoSvg(brand: DemoBrand) {
  const hue = hash(brand.code) % 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="96" viewBox="0 0 240 96">
  <rect width="240" height="96" rx="12" fill="hsl(${hue},45%,16%)"/>
  <rect x="4" y="4" width="232" height="88" rx="10" fill="none" stroke="hsl(${hue},70%,55%)" stroke-width="2"/>
  ${fittedText(brand.name, 120, 54, 24, 208, `font-weight="700" fill="hsl(${hue},80%,80%)"`)}
  <text x="120" y="78" text-anchor="middle" font-family="sans-serif" font-size="10" letter-spacing="3" fill="#ffffff" opacity="0.6">${TYPE_LABEL[brand.type]}</text>
</svg>
`;
}

const svgFile = (file: string) => (file.endsWith('.svg') ? file.slice(0, -4) : undefined);

export async function demoImageRoutes(app: FastifyInstance) {
  const send = (reply: FastifyReply, svg: string) =>
    reply.header('content-type', 'image/svg+xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(svg);

  app.get<{ Params: { file: string } }>('/static/demo/brands/:file', { schema: { hide: true } }, async (request, reply) => {
    const brand = brandsByCode.get(svgFile(request.params.file) ?? '');
    if (!brand) throw routeNotFound(request);
    return send(reply, brandLogoSvg(brand));
  });

  app.get<{ Params: { brand: string; file: string } }>('/static/demo/games/:brand/:file', { schema: { hide: true } }, async (request, reply) => {
    const brand = brandsByCode.get(request.params.brand);
    const code = svgFile(request.params.file);
    const game = brand?.games.find((g) => g.code === code);
    if (!brand || !game) throw routeNotFound(request);
    return send(reply, gameSvg(brand, game));
  });
}
