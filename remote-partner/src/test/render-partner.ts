// The platform's back-office test helpers (@casino/platform/testing) under this remote's names.
export { bodyOf, jsonResponse, mockApi, renderStaffPage as renderPartner, routerLocation as location, sentTo } from '@casino/platform/testing';
