import { createPlatform, PlatformProvider, PlatformRouterBridge, type Platform } from '@casino/platform';
import { render } from '@testing-library/react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import GameBrandPage from './game-brand-page';
import GameTypePage from './game-type-page';

/**
 * Test helper: the lobby pages under the routes the shell gives them, opened at `path`, wired
 * like PlatformHarness but with the platform returned, so a test can sign in or read the balances.
 */
export function renderLobbyAt(path: string, platform: Platform = createPlatform({ apiBase: '' })) {
  window.history.pushState({}, '', path);
  const view = render(
    <BrowserRouter>
      <PlatformProvider platform={platform}>
        <PlatformRouterBridge />
        <Routes>
          <Route path="/game/:type" element={<GameTypePage />} />
          <Route path="/game/:type/:brand" element={<GameBrandPage />} />
          {/* The shell's other pages, e.g. `/` where a 401 sends people. */}
          <Route path="*" element={null} />
        </Routes>
      </PlatformProvider>
    </BrowserRouter>,
  );
  return { ...view, platform };
}
