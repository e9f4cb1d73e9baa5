// Draws the demo world's images (api/static/demo: carousel slides, popups, the logo) from their
// SVG sources beside them into the WebP files the seed publishes. Staff can upload only raster
// images (png, jpeg, webp, gif), and the demo's content should cost a page what real content
// does: Chrome parses each SVG image as a document of its own on the page's main thread (about
// 100 ms at a phone's CPU for a banner), where a WebP is decoded off it.
//
//   DEMO_FONT_DIR=/usr/share/fonts/truetype/nanum pnpm --filter @casino/e2e exec with-chromium node scripts/draw-demo-images.mjs
//
// DEMO_FONT_DIR holds NanumBarunGothic.ttf and NanumBarunGothicBold.ttf (Debian's fonts-nanum; its
// NanumGothic files fail Chrome's font checker): the sources' Korean text is drawn with them,
// whatever fonts the machine has.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

const DEMO_DIR = path.resolve(import.meta.dirname, '../../api/static/demo');
const QUALITY = 0.82;
const fontDir = process.env.DEMO_FONT_DIR;
if (!fontDir) {
  console.error('DEMO_FONT_DIR must name a folder with NanumBarunGothic.ttf and NanumBarunGothicBold.ttf (Debian: fonts-nanum); without a Korean font the text is drawn as boxes.');
  process.exit(2);
}
// Served to the page from a made-up origin (the fonts are megabytes: too large for data: URLs).
const ORIGIN = 'http://demo-images.local';
const fontFaces = [['NanumBarunGothic.ttf', 400], ['NanumBarunGothicBold.ttf', 700]]
  .map(([file, weight]) => `@font-face { font-family: Demo; font-weight: ${weight}; src: url(${ORIGIN}/${file}); }`)
  .join('');

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH, args: ['--no-sandbox'] });
try {
  for (const file of readdirSync(DEMO_DIR).filter((name) => name.endsWith('.svg'))) {
    const svg = readFileSync(path.join(DEMO_DIR, file), 'utf8');
    const [, width, height] = /width="(\d+)" height="(\d+)"/.exec(svg).map(Number);
    // Small pictures drawn at twice their size: a phone shows them at two to three device pixels each.
    const scale = width < 1000 ? 2 : 1;
    const page = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: scale });
    const html = `<!doctype html><meta charset="utf-8"><style>${fontFaces} body { margin: 0 } svg { display: block } text { font-family: Demo, sans-serif }</style>${svg}`;
    await page.route(`${ORIGIN}/**`, (route) => {
      const name = new URL(route.request().url()).pathname.slice(1);
      return name ? route.fulfill({ body: readFileSync(path.join(fontDir, name)), contentType: 'font/ttf' }) : route.fulfill({ body: html, contentType: 'text/html; charset=utf-8' });
    });
    await page.goto(`${ORIGIN}/`);
    const loaded = await page.evaluate(async () => (await Promise.all([document.fonts.load('400 20px Demo', '가'), document.fonts.load('700 20px Demo', '가')])).flat().length);
    if (loaded !== 2) throw new Error(`the Korean font did not load from ${fontDir}`);
    // Transparent where the drawing is not (the logo's rounded corners), not the page's white.
    const png = await page.locator('svg').screenshot({ type: 'png', omitBackground: true });
    const webp = await page.evaluate(
      async ({ data, quality }) => {
        const image = new Image();
        image.src = `data:image/png;base64,${data}`;
        await image.decode();
        const canvas = Object.assign(document.createElement('canvas'), { width: image.naturalWidth, height: image.naturalHeight });
        canvas.getContext('2d').drawImage(image, 0, 0);
        return canvas.toDataURL('image/webp', quality).split(',')[1];
      },
      { data: png.toString('base64'), quality: QUALITY },
    );
    const out = file.replace(/\.svg$/, '.webp');
    writeFileSync(path.join(DEMO_DIR, out), Buffer.from(webp, 'base64'));
    console.log(`${out}: ${width * scale}x${height * scale}, ${Math.round(Buffer.from(webp, 'base64').length / 1024)} KiB`);
    await page.close();
  }
} finally {
  await browser.close();
}
