import type { FastifyInstance } from 'fastify';

/** How long a stop lets the requests in flight finish before it cuts their connections. */
export const STOP_GRACE_MS = 10_000;
const SWEEP_EVERY_MS = 100;

/**
 * A stop that does not wait on browsers' kept connections. Fastify's close closes the connections
 * idle at that moment and answers later requests 503 with `Connection: close`; a connection busy
 * then answers its request with keep-alive and stays open, idle, until the browser's next request
 * on it or the keep-alive timeout (72 s): an open page kept an old process answering 503 for 12 s.
 * From the start of a close, connections are closed as soon as they are idle, and after
 * `graceMs` all of them, so the process goes once its requests in flight have their answers.
 * (With `HOST=localhost` Fastify listens on the other loopback address too, by a second server it
 * closes without waiting once this one has: the process then ends, and that server with it.)
 */
export function closeKeptConnections(app: FastifyInstance, graceMs = STOP_GRACE_MS): void {
  app.addHook('preClose', (done) => {
    const server = app.server;
    if (server.listening) {
      const sweep = setInterval(() => server.closeIdleConnections(), SWEEP_EVERY_MS);
      const cut = setTimeout(() => server.closeAllConnections(), graceMs);
      server.once('close', () => {
        clearInterval(sweep);
        clearTimeout(cut);
      });
    }
    done();
  });
}
