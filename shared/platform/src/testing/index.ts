export { jsonResponse, mockFetch } from './fetch-mock';
export { bodyOf, mockApi, queryOf, sentTo } from './mock-api';
export { renderInShell } from './render-in-shell';
export { partnerAccount, renderStaffPage, routerLocation } from './render-staff-page';
export type { RenderStaffPageOptions } from './render-staff-page';
export { startTestSession } from './test-session';
export { lowercaseStarts } from './lowercase-starts';
export { mockViewportWidth } from './viewport';
