import { createPlatform, type Platform } from '@casino/platform';
import { render } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { MemberFrame } from '../../../test/member-frame';
import type { GameBrandPageData, GameTypePageData } from '../store/lobby-data';
import GameBrandPage from './game-brand-page';
import GameTypePage from './game-type-page';

/**
 * Test helper: the lobby pages under the routes the shell gives them, opened at `path` in the
 * member layout's frame, with the platform returned so a test can sign in or read the balances.
 * `served`: the data a page was rendered with on the server.
 */
export function renderLobbyAt(path: string, platform: Platform = createPlatform({ apiBase: '' }), served: { type?: GameTypePageData; brand?: GameBrandPageData } = {}) {
  window.history.pushState({}, '', path);
  const view = render(
    <MemberFrame platform={platform}>
      <Routes>
        <Route path="/game/:type" element={<GameTypePage pageData={served.type} />} />
        <Route path="/game/:type/:brand" element={<GameBrandPage pageData={served.brand} />} />
        {/* The shell's other pages, e.g. `/` where a 401 sends people. */}
        <Route path="*" element={null} />
      </Routes>
    </MemberFrame>,
  );
  return { ...view, platform };
}
