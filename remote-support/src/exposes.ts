import type { ExposesOf } from '@casino/contract';

/**
 * The remote's public API: the member modals and the staff pages the shell may load.
 * A modal module default-exports `({ params, onClose, titleId })`; the shell puts it in an antd
 * Modal and this remote renders the heading, with `titleId` as its id so the dialog is named by it.
 * A page module (`/partner/...`, the operator console) default-exports a component that reads the
 * router and the platform through hooks, names the tab and renders its own h1.
 * The list is the contract's (`REMOTE_MODULES` in @casino/contract): none missing, none extra.
 */
export const exposes = {
  './NoticeModal': './src/features/notices/pages/notice-modal.tsx',
  './InboxModal': './src/features/inbox/pages/inbox-modal.tsx',
  './CustomerServiceModal': './src/features/customer-service/pages/customer-service-modal.tsx',
  './InquiryQueuePage': './src/features/inquiries/pages/inquiry-queue-page.tsx',
  './AnnouncementsPage': './src/features/announcements/pages/announcements-page.tsx',
  './NotesPage': './src/features/notes/pages/notes-page.tsx',
  './SiteContentPage': './src/features/site-content/pages/site-content-page.tsx',
} satisfies ExposesOf<'support'>;
