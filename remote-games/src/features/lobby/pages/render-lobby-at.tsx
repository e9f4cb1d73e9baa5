import { PlatformHarness } from '@casino/platform';
import { render } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import GameBrandPage from './game-brand-page';
import GameTypePage from './game-type-page';

/** Test helper: the lobby pages under the routes the shell gives them, opened at `path`. */
export function renderLobbyAt(path: string) {
  window.history.pushState({}, '', path);
  return render(
    <PlatformHarness apiBase="">
      <Routes>
        <Route path="/game/:type" element={<GameTypePage />} />
        <Route path="/game/:type/:brand" element={<GameBrandPage />} />
      </Routes>
    </PlatformHarness>,
  );
}
