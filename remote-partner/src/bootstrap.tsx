import { StandalonePages, type StandalonePageLoaders } from '@casino/platform/standalone';
import { createRoot } from 'react-dom/client';

// Standalone dev mode: the remote's pages and windows at the shell's paths, without the shell
// (see StandalonePages). Windows open from the management page land on these same paths.
const pages: StandalonePageLoaders = {
  '/partner': () => import('./features/dashboard/pages/dashboard-page'),
  '/partner/current-user': () => import('./features/current-users/pages/current-user-page'),
  '/partner/partner-management': () => import('./pages/partner-management-page'),
  '/partner/partner-structure': () => import('./features/structure/pages/structure-page'),
  '/partner/statement': () => import('./features/statement/pages/statement-page'),
  '/partner/trade': () => import('./features/trade/pages/trade-page'),
  '/partner/risk': () => import('./features/risk/pages/risk-page'),
  '/windows/deposit-list': () => import('./features/account-statements/pages/deposit-list-window'),
  '/windows/deposit': () => import('./features/top-up/pages/deposit-window'),
  '/windows/login-history': () => import('./features/login-history/pages/login-history-window'),
  '/windows/register': () => import('./features/register/pages/register-window'),
  '/windows/rolling-setting': () => import('./features/rolling-setting/pages/rolling-setting-window'),
  '/windows/test': () => import('./features/window-check/pages/test-window'),
  '/windows/withdraw-list': () => import('./features/account-statements/pages/withdraw-list-window'),
  '/windows/withdraw': () => import('./features/top-up/pages/withdraw-window'),
};

const root = document.getElementById('root');
if (root) createRoot(root).render(<StandalonePages pages={pages} />);
