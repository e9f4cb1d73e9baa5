import { stat } from 'node:fs/promises';
import path from 'node:path';
import { ReleaseVersionField, RemoteNameField, safeRedirectTarget, type RemotesRegistry } from '@casino/contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config/env';
import { routeNotFound } from '../http/app-error';
import { compressPage } from '../http/compression';
import { pickLang } from '../http/i18n';
import { SESSION_COOKIE } from '../http/session-token';
import { cacheControlFor, IMMUTABLE, NO_CACHE } from './cache-control';
import { newNonce, sitePolicy } from './content-security-policy';
import { IndexPage } from './index-page';
import { bootDataTag } from './page-boot-data';
import { imagePreloadTag, liveStartCode, scriptPreloadTag, startCodeTemplate, type PageImages } from './page-preloads';
import { BUILD_ONLY_FILES, SERVER_BUILD_FOLDER } from '../releases/release-dist';
import { RemotePageFiles } from './remote-page-files';
import { redirectPagePolicy, renderRedirectPage } from './redirect-page';
import { servedRegistry, type RegistryServerDeps } from '../releases/served-registry';
import { remoteOrigins } from './remote-origins';
import { runtimeConfig } from './runtime-files';
import { languageLinks } from './language-links';
import { loopbackOrigin } from './loopback-origin';
import { pageLanguage } from './page-language';
import type { PageRenders } from './page-renders';
import { withPageLanguage, withServerRender } from './server-rendered-page';
import { SpaRoutes, type PageChecks, type PageMatch } from './spa-routes';

/** Paths that belong to the server, never to the single-page app. */
const SERVER_PREFIXES = ['/api', '/docs', '/remotes', '/static'];
const REMOTE_NAME = new RegExp(RemoteNameField.pattern!);
const RELEASE_VERSION = new RegExp(ReleaseVersionField.pattern!);

/** The file under `root` for a URL path, or null when it is missing, would escape `root` or is not for browsers. */
async function existingFile(root: string, urlPath: string): Promise<string | null> {
  let relative: string;
  try {
    relative = decodeURIComponent(urlPath).replace(/^\/+/, '');
  } catch {
    return null;
  }
  const full = path.resolve(root, relative);
  if (full !== root && !full.startsWith(root + path.sep)) return null;
  if (BUILD_ONLY_FILES.has(path.basename(full)) || path.relative(root, full).split(path.sep)[0] === SERVER_BUILD_FOLDER) return null;
  const info = await stat(full).catch(() => null);
  return info?.isFile() ? path.relative(root, full) : null;
}

function send(reply: FastifyReply, root: string, file: string, cacheControl = cacheControlFor(file)) {
  reply.header('cache-control', cacheControl);
  // The header above decides caching; the /static plugin's own max-age must not override it.
  return reply.sendFile(file, root, { cacheControl: false });
}

function hasPrefix(url: string, prefix: string) {
  return url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`);
}

/**
 * Production front end on the API's port: the shell's build at `/` with an SPA fallback to its
 * index.html (404 for a path the route table does not know), and each published remote version
 * at `/remotes/<name>/<version>/` (its folder under `config.releasesDir`, never rewritten, so
 * every file of it is cached for good and old versions stay servable).
 */
export async function frontendRoutes(
  app: FastifyInstance,
  {
    config,
    registry: registryDeps,
    pageChecks,
    pageImages = {},
    renders = null,
  }: { config: Config; registry: RegistryServerDeps; pageChecks?: PageChecks; pageImages?: PageImages; renders?: PageRenders | null },
) {
  const indexPage = new IndexPage(config.shellDist, config.frontendRecheckMs);
  const spaRoutes = new SpaRoutes(config.shellDist, pageChecks, config.frontendRecheckMs);

  /**
   * The shell's page with a fresh nonce, under a policy that names the registry's remote origins;
   * its start-up data (runtime config, registry, and whether it is a 404) written in; for a page, preload links for what
   * it paints first (its remote's manifest and files, the home banner).
   */
  const sendIndex = async (request: FastifyRequest, reply: FastifyReply, urlPath: string, page: PageMatch | null) => {
    const nonce = newNonce();
    // Only for a page that may be rendered on the server (a not-found one may be): the rest never shows the member.
    if (page === null || page.serverRendered === true) renders?.readMemberAhead(request);
    // Without it (the database is down) the page is still served: the shell asks for the registry itself.
    const served = await servedRegistry(registryDeps, request, reply).catch((error: unknown) => {
      request.log.error({ err: error }, 'the remotes registry could not be read for the page');
      return null;
    });
    const bootData = bootDataTag({ runtimeConfig: runtimeConfig(config), ...(served ? { registry: served.registry } : {}), ...(page ? {} : { notFound: true as const }) });
    const language = pageLanguage(request);
    // Started before the preloads' lookups so the two overlap; null (the browser renders) when it
    // fails or is late. Not-found pages are not kept: any path is one, and they would crowd out the rest.
    const renderStarted = performance.now();
    const rendered =
      renders && served && (page ? page.serverRendered === true : await spaRoutes.notFoundServerRendered())
        ? renders.render(request, { path: urlPath, language, nonce, apiOrigin: loopbackOrigin(config), registry: served.registry }, { keep: page !== null })
        : null;
    const clientPage = await indexPage.render(nonce, (page && served ? await pagePreloads(urlPath, page, served.registry, request.cookies[SESSION_COOKIE] !== undefined) : '') + bootData);
    const serverRender = await rendered;
    // For the browser's developer tools and the render bench: whether the page came rendered, and the wait for it.
    if (rendered) reply.header('server-timing', `render;desc="${serverRender ? 'server' : 'browser'}";dur=${(performance.now() - renderStarted).toFixed(1)}`);
    const html =
      clientPage === null ? null : serverRender ? withServerRender(clientPage, serverRender, { language, links: languageLinks(config.publicOrigin, urlPath, language) }) : liveStartCode(withPageLanguage(clientPage, language));
    // Private: it carries this person's registry (a canary) and may set their cohort cookie. A
    // signed-in member's is never stored: it shows their money (after sign-out, on a shared machine).
    reply.header('cache-control', request.cookies[SESSION_COOKIE] === undefined ? `private, ${NO_CACHE}` : 'private, no-store');
    if (html === null) {
      return reply.status(503).type('text/plain; charset=utf-8').send('The front end is not built yet: run `pnpm build` at the repository root.');
    }
    const policy = sitePolicy({ nonce, siteOrigin: config.publicOrigin, remoteOrigins: remoteOrigins(served?.manifests ?? [], config.publicOrigin), realtimeUrl: config.firebase.databaseURL });
    // A game window opened from the page must stay reachable (the header polls it to learn it closed).
    reply.header('cross-origin-opener-policy', 'same-origin-allow-popups');
    // As the compression plugin does for every other answer: a client may ask for none.
    const sent = compressPage(request.headers['x-no-compression'] === undefined ? request.headers['accept-encoding'] : undefined, html);
    if (sent.encoding) reply.header('content-encoding', sent.encoding);
    return reply.status(page ? 200 : 404).header('content-security-policy', policy).header('vary', 'Accept-Encoding').type('text/html; charset=utf-8').send(sent.body);
  };

  const remotePageFiles = new RemotePageFiles(config.releasesDir, config.frontendRecheckMs);
  const pagePreloads = async (urlPath: string, page: PageMatch, registry: RemotesRegistry, session: boolean) => {
    // A hint only: the page is served without it when its lookup fails (the database is down).
    const image = await pageImages[urlPath]?.().catch(() => null);
    // A visitor on a guarded page gets the sign-in page: the module's files would go unused.
    const files = page.module && (session || !page.guarded) ? await remotePageFiles.files(registry, page.module) : null;
    const remote = files ? startCodeTemplate(files.scripts.map(scriptPreloadTag).join('')) : '';
    return (image ? imagePreloadTag(image) : '') + remote;
  };

  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  const RedirectQuery = Type.Object({ to: Type.Optional(Type.String({ maxLength: 2048 })) });
  typed.get('/redirect', { schema: { hide: true, querystring: RedirectQuery } }, async (request, reply) => {
    const target = safeRedirectTarget(request.query.to ?? null);
    reply.header('x-robots-tag', 'noindex').header('cache-control', NO_CACHE);
    if (target !== null) return reply.redirect(target, 302);
    const nonce = newNonce();
    return reply.header('content-security-policy', redirectPagePolicy(nonce)).type('text/html; charset=utf-8').send(renderRedirectPage(pickLang(request.headers['accept-language']), nonce));
  });

  const RemoteFile = Type.Object({ name: Type.String(), version: Type.String(), '*': Type.String() });
  typed.get('/remotes/:name/:version/*', { schema: { hide: true, params: RemoteFile } }, async (request, reply) => {
    const { name, version, '*': rest } = request.params;
    if (!REMOTE_NAME.test(name) || !RELEASE_VERSION.test(version)) throw routeNotFound(request);
    const root = path.join(config.releasesDir, name, version);
    const file = await existingFile(root, rest);
    if (!file) throw routeNotFound(request);
    return send(reply, root, file, IMMUTABLE);
  });

  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const urlPath = request.url.split('?')[0]!;
    if (SERVER_PREFIXES.some((p) => hasPrefix(urlPath, p))) throw routeNotFound(request);
    // The shell's build names every file it serves with an extension: a path without one is a page, with no file to look for.
    const file = path.posix.extname(urlPath) === '' ? null : await existingFile(config.shellDist, urlPath);
    if (file === 'index.html') return sendIndex(request, reply, urlPath, (await spaRoutes.page(urlPath)) ?? {});
    if (file) return send(reply, config.shellDist, file);
    // A missing asset (it has an extension) is a 404; anything else is a client-side route,
    // and the page says 'Page not found' with a 404 status when the route table has no such path.
    // So does an address with a dot that a person opened (a page is what their browser asks for).
    if (path.posix.extname(urlPath) !== '' && !request.headers.accept?.includes('text/html')) throw routeNotFound(request);
    return sendIndex(request, reply, urlPath, await spaRoutes.page(urlPath));
  });
}
