export { jsonResponse, mockFetch } from './fetch-mock';
export { renderInShell } from './render-in-shell';
export { startTestSession } from './test-session';
export { lowercaseStarts } from './lowercase-starts';
