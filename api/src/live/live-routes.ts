import { LIVE_CLOSE, LIVE_MAX_FRAME_BYTES, LIVE_PATH, partnerAlerts, partnerAlertsUpdate, type LiveServerMessage } from '@casino/contract';
import fastifyWebsocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps';
import { AppError, unauthorized } from '../http/app-error';
import { crossSiteRefusal } from '../http/origin-check';
import { addEndpoint, resolveAuth } from '../http/endpoint-route';
import { partnerAlertsOf, setPartnerAlerts } from './partner-alerts';
import { frameOf, type LiveHub } from './live-hub';
import { Heartbeat, HEARTBEAT_MS } from './heartbeat';
import { parseClientMessage } from './live-messages';
import { MessageBudget } from './message-budget';
import { LIVE_MAX_PAGES_PER_SESSION, OpenLimits } from './open-limits';
import { walletBalances } from '../wallet/convert';

export interface LiveRouteDeps extends Pick<AppDeps, 'authenticator' | 'config' | 'db'> {
  hub: LiveHub;
}

/**
 * The live channel (decision 070): a WebSocket a page opens once, authenticated by its session as
 * every call is and refused to another site's page, before the upgrade. A member's page is greeted
 * with its figures as they are now (with their versions), then hears each change. What the page
 * sends is a keep-alive or nothing: anything else, a frame over 4 KiB, or more than 20 messages in
 * 10 s closes its channel with the reason. A page gone without a goodbye is found by the
 * heartbeat and its socket ended. A session opens at most 12 pages here (429, or 4429 for one
 * that raced past the count), 30 a minute (429).
 * Registered on the app itself (not as an encapsulated plugin), so tests reach its `injectWS`.
 */
export async function liveRoutes(app: FastifyInstance, { authenticator, config, db, hub }: LiveRouteDeps) {
  // No per-connection compression: its zlib context is about 300 KiB a page, for frames of a few bytes.
  await app.register(fastifyWebsocket, { options: { maxPayload: LIVE_MAX_FRAME_BYTES, perMessageDeflate: false } });
  // What a partner's open back-office does when the channel says something new came in the line.
  addEndpoint(app, authenticator, 'live', partnerAlerts, async ({ auth }) => partnerAlertsOf(db, auth.userId));
  addEndpoint(app, authenticator, 'live', partnerAlertsUpdate, async ({ auth, body }) => setPartnerAlerts(db, auth.userId, body));
  const refuseCrossSite = crossSiteRefusal(config);
  const heartbeat = new Heartbeat();
  const limits = new OpenLimits();
  const beating = setInterval(() => {
    heartbeat.beat();
    limits.sweep();
  }, HEARTBEAT_MS);
  beating.unref();
  app.addHook('onClose', async () => clearInterval(beating));

  app.get(
    LIVE_PATH,
    {
      websocket: true,
      schema: { hide: true },
      onRequest: async (request) => {
        refuseCrossSite(request);
        const auth = await resolveAuth(request, authenticator);
        if (!auth) throw unauthorized();
        const refusal = limits.admit(auth.sessionId, hub.pagesOf(auth.userId, auth.sessionId));
        if (refusal) throw new AppError(429, 'RATE_LIMITED', refusal, {}, { 'retry-after': '60' });
      },
    },
    (socket, request) => {
      const auth = request.auth!;
      const send = (message: LiveServerMessage) => socket.send(frameOf(message));
      const detach = hub.attach({ userId: auth.userId, sessionId: auth.sessionId, send: (frame) => socket.send(frame), close: (code, reason) => socket.close(code, reason) });
      heartbeat.track(socket);
      socket.on('close', () => {
        detach();
        heartbeat.forget(socket);
      });
      // Upgrades of one session that raced past the count above: the ones over the cap end here.
      if (hub.pagesOf(auth.userId, auth.sessionId) > LIVE_MAX_PAGES_PER_SESSION) {
        socket.close(LIVE_CLOSE.flood, 'too many pages');
        return;
      }
      const budget = new MessageBudget();
      socket.on('message', (data, isBinary) => {
        if (!budget.take()) {
          socket.close(LIVE_CLOSE.flood, 'too many messages');
          return;
        }
        const message = isBinary ? null : parseClientMessage(data.toString());
        if (message === null) {
          socket.close(LIVE_CLOSE.badMessage, 'unknown message');
          return;
        }
        send({ type: 'pong' });
      });
      send({ type: 'ready' });
      if (auth.role === 'member') {
        // What a member's page shows may have changed while it had no channel (before this one
        // opened, or while a cut one waited): its figures as they are now, read after the page
        // was attached, so an event committed meanwhile is sent too and the versions order them.
        walletBalances(db, auth.userId).then(
          ({ versions, ...figures }) => {
            if (!versions) return;
            for (const figure of ['balance', 'credit', 'rolling_point'] as const) send({ type: 'balance', figure, amount: figures[figure], version: versions[figure] });
          },
          (error: unknown) => request.log.warn({ err: error }, 'live channel: the greeting figures could not be read'),
        );
      }
    },
  );
}
