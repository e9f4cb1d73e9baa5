// The platform's back-office test helpers (@casino/platform/testing), with this remote's render name.
export { bodyOf, failWith, mockApi, okFor, on, queryOf, renderStaffPage as renderReports, sentTo } from '@casino/platform/testing';
