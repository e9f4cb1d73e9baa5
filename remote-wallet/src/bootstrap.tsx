import { PlatformHarness } from '@casino/platform';
import { createRoot } from 'react-dom/client';
import { Link, Route, Routes } from 'react-router-dom';
import BreaksPage from './features/breaks/pages/breaks-page';
import ConvertModal from './features/convert/pages/convert-modal';
import DepositModal from './features/statements/pages/deposit-modal';
import WithdrawModal from './features/statements/pages/withdraw-modal';

// Standalone dev mode: the remote mounts its modals as pages inside a platform harness, with the
// dev server proxying /api to the API, so a team can work on it without the shell. Sign in
// through the shell (same origin as the API) first: the token cookie is read from here too.
const noop = () => undefined;
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <PlatformHarness apiBase="">
      <nav style={{ display: 'flex', gap: 12, padding: 12 }}>
        <Link to="/deposit">deposit</Link>
        <Link to="/withdraw">withdraw</Link>
        <Link to="/convert">convert</Link>
        <Link to="/partner/breaks">breaks</Link>
      </nav>
      <main style={{ maxWidth: 720, padding: 12 }}>
        <Routes>
          <Route path="/deposit" element={<DepositModal params={{}} onClose={noop} />} />
          <Route path="/withdraw" element={<WithdrawModal params={{}} onClose={noop} />} />
          <Route path="/convert" element={<ConvertModal params={{}} onClose={noop} />} />
          <Route path="/partner/breaks" element={<BreaksPage />} />
          <Route path="*" element={null} />
        </Routes>
      </main>
    </PlatformHarness>,
  );
}
