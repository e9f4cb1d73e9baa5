import { renderExpiredPage, renderGamePage } from './game-page';

describe('the game window pages', () => {
  // Without an icon of its own, a browser asks the provider for /favicon.ico and gets a 404.
  it.each([
    ['the game page', renderGamePage({ token: 't', gameType: 'slot', gameName: 'Neon', lang: 'en' })],
    ['the expired page', renderExpiredPage('ko')],
  ])('%s declares its icon inline', (_page, html) => {
    expect(html).toMatch(/<link rel="icon" href="data:,">/);
  });
});
