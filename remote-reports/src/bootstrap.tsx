import { StandalonePages, type StandalonePageLoaders } from '@casino/platform/standalone';
import { createRoot } from 'react-dom/client';

// Standalone dev mode: the remote's pages and windows at the shell's paths, without the shell
// (see StandalonePages). Windows opened from the pages land on these same paths.
const pages: StandalonePageLoaders = {
  '/partner/adjsutment': () => import('./features/losing/pages/adjustment-page'),
  '/partner/betting-history': () => import('./features/betting-history/pages/betting-history-page'),
  '/partner/statistice-by-day': () => import('./features/statistics/pages/statistics-by-day-page'),
  '/partner/statistice-by-game': () => import('./features/statistics/pages/statistics-by-game-page'),
  '/partner/statistice-by-user': () => import('./features/statistics/pages/statistics-by-user-page'),
  '/windows/bet-list': () => import('./features/bet-list/pages/bet-list-window'),
  '/windows/bet-rank': () => import('./features/rankings/pages/bet-rank-window'),
  '/windows/deposit-rank': () => import('./features/rankings/pages/deposit-rank-window'),
  '/windows/losing-rank': () => import('./features/rankings/pages/losing-rank-window'),
  '/windows/rolling-list': () => import('./features/rolling-list/pages/rolling-list-window'),
  '/windows/rolling-rank': () => import('./features/rankings/pages/rolling-rank-window'),
  '/windows/withdraw-rank': () => import('./features/rankings/pages/withdraw-rank-window'),
};

const root = document.getElementById('root');
if (root) createRoot(root).render(<StandalonePages pages={pages} />);
