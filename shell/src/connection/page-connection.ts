import { PING_PATH, serverAnswers } from './probe';
import { ServerConnection } from './server-connection';

/**
 * This page's one view of its server. Probed on the page's own origin: in production the API
 * serves the pages, their chunks and `/api` from one origin, and the dev server proxies `/api`.
 */
export const pageConnection = new ServerConnection(() => serverAnswers(PING_PATH));
