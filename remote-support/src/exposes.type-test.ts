// Checked by `tsc` only (never run): each module exposes.ts lists, from the same file, default-exports
// a component that takes what the shell gives it (see CheckExposedModules).
// exposes-type-check.test.ts (in @casino/build) keeps the files here and in exposes.ts the same.
import type { CheckExposedModules } from '@casino/platform';
import type NoticeModal from './features/notices/pages/notice-modal';
import type InboxModal from './features/inbox/pages/inbox-modal';
import type CustomerServiceModal from './features/customer-service/pages/customer-service-modal';
import type InquiryQueuePage from './features/inquiries/pages/inquiry-queue-page';
import type AnnouncementsPage from './features/announcements/pages/announcements-page';
import type NotesPage from './features/notes/pages/notes-page';
import type SiteContentPage from './features/site-content/pages/site-content-page';

export type ExposedModules = CheckExposedModules<
  'support',
  {
    './NoticeModal': { default: typeof NoticeModal };
    './InboxModal': { default: typeof InboxModal };
    './CustomerServiceModal': { default: typeof CustomerServiceModal };
    './InquiryQueuePage': { default: typeof InquiryQueuePage };
    './AnnouncementsPage': { default: typeof AnnouncementsPage };
    './NotesPage': { default: typeof NotesPage };
    './SiteContentPage': { default: typeof SiteContentPage };
  }
>;
