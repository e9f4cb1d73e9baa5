import { PlatformHarness } from '@casino/platform';
import { createRoot } from 'react-dom/client';
import { Route, Routes } from 'react-router-dom';
import CatalogPage from './features/catalog/pages/catalog-page';
import HomePage from './features/home/pages/home-page';
import GameBrandPage from './features/lobby/pages/game-brand-page';
import GameTypePage from './features/lobby/pages/game-type-page';
import GamePermissionsPage from './features/permissions/pages/game-permissions-page';
import RoundsPage from './features/rounds/pages/rounds-page';

// Standalone dev mode: the remote mounts its own pages inside a platform harness, with the
// dev server proxying /api to the API, so a team can work on it without the shell.
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <PlatformHarness apiBase="">
      <Routes>
        <Route path="/" element={<HomePage />} />
        <Route path="/game/:type" element={<GameTypePage />} />
        <Route path="/game/:type/:brand" element={<GameBrandPage />} />
        <Route path="/partner/catalog" element={<CatalogPage />} />
        <Route path="/partner/game-permissions" element={<GamePermissionsPage />} />
        <Route path="/partner/rounds" element={<RoundsPage />} />
      </Routes>
    </PlatformHarness>,
  );
}
