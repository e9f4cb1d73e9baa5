import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Config } from '../config/env';
import { routeNotFound } from '../http/app-error';
import { cacheControlFor, NO_CACHE } from './cache-control';

/** Paths that belong to the server, never to the single-page app. */
const SERVER_PREFIXES = ['/api', '/docs', '/remotes', '/static'];
const REMOTE_NAME = /^[a-z][a-z0-9-]*$/;

/** The file under `root` for a URL path, or null when it is missing or would escape `root`. */
async function existingFile(root: string, urlPath: string): Promise<string | null> {
  let relative: string;
  try {
    relative = decodeURIComponent(urlPath).replace(/^\/+/, '');
  } catch {
    return null;
  }
  const full = path.resolve(root, relative);
  if (full !== root && !full.startsWith(root + path.sep)) return null;
  const info = await stat(full).catch(() => null);
  return info?.isFile() ? path.relative(root, full) : null;
}

function send(reply: FastifyReply, root: string, file: string) {
  reply.header('cache-control', cacheControlFor(file));
  // The header above decides caching; the /static plugin's own max-age must not override it.
  return reply.sendFile(file, root, { cacheControl: false });
}

function hasPrefix(url: string, prefix: string) {
  return url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`);
}

/**
 * Production front end on the API's port: the shell's build at `/` with an SPA fallback to its
 * index.html, and each remote's build at `/remotes/<name>/` (from `remote-<name>/dist`).
 * Folders are looked up per request, so a remote built after start-up is served at once.
 */
export async function frontendRoutes(app: FastifyInstance, { config }: { config: Config }) {
  const RemoteFile = Type.Object({ name: Type.String(), '*': Type.String() });
  app.withTypeProvider<TypeBoxTypeProvider>().get('/remotes/:name/*', { schema: { hide: true, params: RemoteFile } }, async (request, reply) => {
    const { name, '*': rest } = request.params;
    if (!REMOTE_NAME.test(name)) throw routeNotFound(request);
    const root = path.join(config.remotesRoot, `remote-${name}`, 'dist');
    const file = await existingFile(root, rest);
    if (!file) throw routeNotFound(request);
    return send(reply, root, file);
  });

  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const urlPath = request.url.split('?')[0]!;
    if (SERVER_PREFIXES.some((p) => hasPrefix(urlPath, p))) throw routeNotFound(request);
    const root = config.shellDist;
    const file = await existingFile(root, urlPath);
    if (file) return send(reply, root, file);
    // A missing asset (it has an extension) is a 404; anything else is a client-side route.
    if (path.posix.extname(urlPath) !== '') throw routeNotFound(request);
    if (!(await existingFile(root, 'index.html'))) {
      reply.header('cache-control', NO_CACHE);
      return reply.status(503).type('text/plain; charset=utf-8').send('The front end is not built yet: run `pnpm build` at the repository root.');
    }
    return send(reply, root, 'index.html');
  });
}
