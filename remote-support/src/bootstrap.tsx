import { PlatformHarness } from '@casino/platform';
import { createRoot } from 'react-dom/client';
import { Link, Route, Routes } from 'react-router-dom';
import CustomerServiceModal from './features/customer-service/pages/customer-service-modal';
import InboxModal from './features/inbox/pages/inbox-modal';
import NoticeModal from './features/notices/pages/notice-modal';
import AnnouncementsPage from './features/announcements/pages/announcements-page';
import InquiryQueuePage from './features/inquiries/pages/inquiry-queue-page';
import NotesPage from './features/notes/pages/notes-page';
import SiteContentPage from './features/site-content/pages/site-content-page';

// Standalone dev mode: the remote mounts its modals and its staff pages inside a platform harness,
// with the dev server proxying /api to the API, so a team can work on it without the shell. Sign in
// through the shell (same origin as the API) first, as a master for the staff pages: the token
// cookie is read from here too.
const noop = () => undefined;
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <PlatformHarness apiBase="">
      <nav style={{ display: 'flex', gap: 12, padding: 12 }}>
        <Link to="/notice">notice</Link>
        <Link to="/inbox">inbox</Link>
        <Link to="/customer-service">customer service</Link>
        <Link to="/partner/inquiries">inquiries</Link>
        <Link to="/partner/announcements">announcements</Link>
        <Link to="/partner/notes">notes</Link>
        <Link to="/partner/site-content">site content</Link>
      </nav>
      <main style={{ maxWidth: 1200, padding: 12 }}>
        <Routes>
          <Route path="/notice" element={<NoticeModal params={{}} onClose={noop} />} />
          <Route path="/inbox" element={<InboxModal params={{}} onClose={noop} />} />
          <Route path="/customer-service" element={<CustomerServiceModal params={{}} onClose={noop} />} />
          <Route path="/partner/inquiries" element={<InquiryQueuePage />} />
          <Route path="/partner/announcements" element={<AnnouncementsPage />} />
          <Route path="/partner/notes" element={<NotesPage />} />
          <Route path="/partner/site-content" element={<SiteContentPage />} />
          <Route path="*" element={null} />
        </Routes>
      </main>
    </PlatformHarness>,
  );
}
