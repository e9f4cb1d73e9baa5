import { PlatformHarness } from '@casino/platform';
import { createRoot } from 'react-dom/client';
import { Link, Route, Routes } from 'react-router-dom';
import CustomerServiceModal from './features/customer-service/pages/customer-service-modal';
import InboxModal from './features/inbox/pages/inbox-modal';
import NoticeModal from './features/notices/pages/notice-modal';

// Standalone dev mode: the remote mounts its modals as pages inside a platform harness, with the
// dev server proxying /api to the API, so a team can work on it without the shell. Sign in
// through the shell (same origin as the API) first: the token cookie is read from here too.
const noop = () => undefined;
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <PlatformHarness apiBase="">
      <nav style={{ display: 'flex', gap: 12, padding: 12 }}>
        <Link to="/notice">notice</Link>
        <Link to="/inbox">inbox</Link>
        <Link to="/customer-service">customer service</Link>
      </nav>
      <main style={{ maxWidth: 800, padding: 12 }}>
        <Routes>
          <Route path="/notice" element={<NoticeModal params={{}} onClose={noop} />} />
          <Route path="/inbox" element={<InboxModal params={{}} onClose={noop} />} />
          <Route path="/customer-service" element={<CustomerServiceModal params={{}} onClose={noop} />} />
          <Route path="*" element={null} />
        </Routes>
      </main>
    </PlatformHarness>,
  );
}
