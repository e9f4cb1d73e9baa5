// The platform's back-office render helpers (@casino/platform/testing) under this remote's names.
export { renderStaffPage as renderPartner, routerLocation as location } from '@casino/platform/testing';
