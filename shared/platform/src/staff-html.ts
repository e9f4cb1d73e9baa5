// `@casino/platform/staff-html`: kept out of the shared platform module, so DOMPurify comes with
// the dialogs that show staff HTML (popups, notes, notices), not with every page's start-up.
export { StaffHtml } from './react/staff-html';
export { sanitizeStaffHtml } from './html/sanitize-staff-html';
