import type { GameTypeCode } from '../../db/schema';
import type { Lang } from '../../http/i18n';
import { pageTexts } from './page-texts';

/** Which table a game type is played at in the demo provider. */
export const GAME_KIND: Record<GameTypeCode, 'slot' | 'baccarat' | 'odd-even'> = { slot: 'slot', casino: 'baccarat', lotto: 'odd-even' };

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The game window: a static shell that /static/demo-provider/game.js brings to life. The token,
 * the kind of game and every text travel as data attributes, so nothing is written into a script.
 */
export function renderGamePage(input: { token: string; gameType: GameTypeCode; gameName: string; lang: Lang }): string {
  const texts = pageTexts(input.lang);
  return `<!doctype html>
<html lang="${input.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="data:,">
<title>${escapeHtml(input.gameName)}</title>
<link rel="stylesheet" href="/static/demo-provider/game.css">
<script src="/static/demo-provider/game.js" defer></script>
</head>
<body>
<main id="game" class="game" data-kind="${GAME_KIND[input.gameType]}" data-token="${escapeHtml(input.token)}" data-lang="${input.lang}" data-texts="${escapeHtml(JSON.stringify(texts))}">
  <header class="game__header">
    <h1 class="game__title">${escapeHtml(input.gameName)}</h1>
    <p class="game__credit">${escapeHtml(texts.credit)} <output id="credit" aria-live="polite">…</output></p>
  </header>
  <section id="table" class="game__table" aria-live="polite"></section>
  <section id="controls" class="game__controls"></section>
  <p id="result" class="game__result" role="status"></p>
  <footer class="game__footer"><button type="button" id="close" class="game__close">${escapeHtml(texts.close)}</button></footer>
</main>
</body>
</html>`;
}

export function renderExpiredPage(lang: Lang): string {
  const texts = pageTexts(lang);
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<link rel="icon" href="data:,">
<title>${escapeHtml(texts.expired)}</title><link rel="stylesheet" href="/static/demo-provider/game.css"></head>
<body><main class="game"><p class="game__result game__result--error" role="alert">${escapeHtml(texts.expired)}</p></main></body></html>`;
}
