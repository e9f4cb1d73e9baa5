import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { AppDeps } from './app-deps';
import { DEFAULT_LOGIN_LIMITS, type LoginLimits } from './auth/login-attempts';
import { authRoutes } from './auth/routes';
import { expireRefusedSessionCookies } from './auth/session-cookie';
import { createSessionAuthenticator } from './auth/session-authenticator';
import { isHttpsSite, loadConfig, type Config } from './config/env';
import { STATIC_DIR } from './config/paths';
import type { ChangeFeed } from './db/change-feed';
import type { Db } from './db/pool';
import { routeNotFound } from './http/app-error';
import { registerCompression } from './http/compression';
import { errorHandler } from './http/error-handler';
import { pickLang } from './http/i18n';
import { allowEmptyJsonBody } from './http/json-parser';
import { refuseUnsafeInput } from './http/nul-guard';
import { refuseCrossSiteWrites } from './http/origin-check';
import { registerOpenApi } from './http/openapi';
import { ResponseCache } from './http/response-cache';
import { setContractValidators } from './http/validators';
import { createDemoProvider } from './demo-provider/demo-provider';
import { demoProviderRoutes } from './demo-provider/routes';
import { demoImageRoutes } from './games/demo-images';
import { ProviderRegistry } from './games/provider/provider-registry';
import { seamlessWalletRoutes } from './games/seamless/routes';
import { lobbyPageChecks } from './games/lobby-pages';
import { LiveHub } from './live/live-hub';
import { liveRoutes } from './live/live-routes';
import { GameBalances } from './live/game-balances';
import { firstCarouselImage } from './site/queries';
import { gameRoutes } from './games/routes';
import { gameStaffRoutes } from './games/staff/staff-routes';
import { messageRoutes } from './messages/routes';
import { siteRoutes } from './site/routes';
import { siteStaffRoutes } from './site/staff/staff-routes';
import { partnerRoutes } from './partners/routes';
import { protectionRoutes } from './protection/routes';
import { reportRoutes } from './reports/routes';
import { ReleaseService } from './releases/release-service';
import { ReportKey } from './releases/report-tokens';
import { releaseRoutes } from './releases/routes';
import { supportRoutes } from './support/routes';
import { supportStaffRoutes } from './support/staff/staff-routes';
import type { RegisterLimits } from './users/register-attempts';
import { uploadRoutes } from './uploads/routes';
import { userRoutes } from './users/routes';
import { walletRoutes } from './wallet/routes';
import { frontendRoutes } from './web/frontend';
import { pageMember } from './web/page-member';
import { PageRenders } from './web/page-renders';
import { ServerRenderer } from './web/server-render';
import { closeKeptConnections } from './http/close-kept-connections';
import { securityHeaders, setSecurityHeaders } from './web/security-headers';
import { runtimeFileRoutes } from './web/runtime-files';

export interface BuildAppOptions {
  db: Db;
  /** Changes to `db`'s content tables; the app listens while it runs, the caller closes it. */
  changes: ChangeFeed;
  /** Defaults to the validated process environment. */
  config?: Config;
  loginLimits?: LoginLimits;
  registerLimits?: RegisterLimits;
  logger?: FastifyServerOptions['logger'];
  /** Serve the built shell and remotes too (production: one port for everything). */
  frontend?: boolean;
  /** The render service the member pages are rendered by (`http://127.0.0.1:<port>`); none: the browser renders them. */
  renderServiceUrl?: string | null;
}

/** Trusts the `hops` proxies nearest this server, as proxy-addr counts them (0 is the socket's peer). */
const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

/** The whole API as one Fastify instance; `server.ts` only adds the database and `listen`. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const config = options.config ?? loadConfig();
  const app = Fastify({
    logger: options.logger ?? false,
    // A number of hops as a function (Fastify's types take no number): trust the nearest `n`.
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    bodyLimit: 64 * 1024,
    // A path Fastify cannot decode (`%E0%A4%A`) fails before routing: the same `{ code, message }` as every other error.
    frameworkErrors: (error, request, reply) => {
      request.lang = pickLang(request.headers['accept-language']);
      setSecurityHeaders(request, reply, isHttpsSite(config));
      return errorHandler(error, request, reply);
    },
  });
  setContractValidators(app);
  closeKeptConnections(app);
  const deps: AppDeps = {
    db: options.db,
    config,
    authenticator: createSessionAuthenticator(options.db),
    loginLimits: options.loginLimits ?? DEFAULT_LOGIN_LIMITS,
    registerLimits: options.registerLimits ?? { windowMinutes: 60, perIp: config.registerLimitPerHour },
    changes: options.changes,
    responseCache: new ResponseCache({ maxBytes: 32 * 1024 * 1024, isLive: () => options.changes.live }),
  };
  const stopListening = options.changes.listen(deps.responseCache);
  app.addHook('onClose', async () => stopListening());

  app.decorateRequest('lang', 'ko');
  app.decorateRequest('auth', null);
  app.decorateRequest('sessionRefused', false);
  app.decorateRequest('rawBody', undefined);
  app.addHook('onRequest', async (request) => {
    request.lang = pickLang(request.headers['accept-language']);
  });
  app.setErrorHandler(errorHandler);
  app.setNotFoundHandler(async (request) => {
    throw routeNotFound(request);
  });
  securityHeaders(app, config);
  await app.register(fastifyCookie);
  refuseCrossSiteWrites(app, config);
  expireRefusedSessionCookies(app, { secure: isHttpsSite(config) });
  allowEmptyJsonBody(app);
  refuseUnsafeInput(app);
  await registerCompression(app);

  await registerOpenApi(app, config);
  await app.register(authRoutes, deps);
  await app.register(userRoutes, deps);
  await app.register(walletRoutes, deps);
  await app.register(protectionRoutes, deps);
  await app.register(siteRoutes, deps);
  await app.register(siteStaffRoutes, deps);
  await app.register(uploadRoutes, deps);
  await app.register(messageRoutes, deps);
  await app.register(supportRoutes, deps);
  await app.register(supportStaffRoutes, deps);
  await app.register(partnerRoutes, deps);
  await app.register(reportRoutes, deps);
  // The live channel's pages, fed what every process hears from the database (decision 070).
  const hub = new LiveHub();
  const stopLive = options.changes.listen(hub);
  app.addHook('onClose', async () => stopLive());
  await liveRoutes(app, { ...deps, hub });
  const releases = new ReleaseService({ db: options.db, releasesDir: config.releasesDir, shellDist: config.shellDist });
  const reportKey = new ReportKey(options.db);
  await app.register(releaseRoutes, { ...deps, releases, reportKey });
  // The demo provider calls the wallet over the same routes, signatures and all, as an outside
  // aggregator would; in-process, its requests are injected instead of crossing the network.
  const demoProvider = createDemoProvider({
    callbackSecret: config.demoProviderSecret,
    transport: async (url, payload, headers) => {
      const res = await app.inject({ method: 'POST', url, payload, headers });
      return { status: res.statusCode, body: res.json() };
    },
  });
  const providers = new ProviderRegistry();
  providers.add(demoProvider);
  await app.register(gameRoutes, { ...deps, providers });
  await app.register(gameStaffRoutes, deps);
  const gameBalances = new GameBalances(deps.db, (err) => app.log.warn({ err }, 'live channel: game balances could not be told'));
  app.addHook('onClose', () => gameBalances.flush());
  await app.register(seamlessWalletRoutes, { db: deps.db, providers, gameBalances });
  await app.register(demoProviderRoutes, { provider: demoProvider });

  // Demo images referenced by seeded content (/static/demo/*.svg).
  // preCompressed also serves the builds' .br/.gz siblings through reply.sendFile (web/frontend.ts).
  await app.register(fastifyStatic, { root: STATIC_DIR, prefix: '/static/', maxAge: '1h', schemaHide: true, preCompressed: true });
  // Generated logos and tiles of the demo game catalog (/static/demo/brands/..., /static/demo/games/...).
  await app.register(demoImageRoutes);
  const registry = { db: options.db, cache: deps.responseCache, authenticator: deps.authenticator, secure: isHttpsSite(config), reportKey };
  await app.register(runtimeFileRoutes, { config, registry });
  if (options.frontend) {
    const pageImages = { '/': () => deps.responseCache.value('page:first-slide', ['carousel_slides'], () => firstCarouselImage(options.db)) };
    const renders = options.renderServiceUrl ? new PageRenders(new ServerRenderer(options.renderServiceUrl, config.render.budgetMs), deps.responseCache, config.render.entryFile, config.render.guestCache, (request) =>
          pageMember(options.db, request),
        ) : null;
    await app.register(frontendRoutes, { config, registry, pageChecks: lobbyPageChecks(options.db, deps.responseCache), pageImages, renders });
  }
  return app;
}
