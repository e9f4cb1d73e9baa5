import { RuntimeConfig } from '@casino/contract';
import type { Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config/env';
import { NO_CACHE } from './cache-control';
import { readRemotesRegistry } from './remotes-registry';

export function runtimeConfig(config: Config): Static<typeof RuntimeConfig> {
  return { apiBase: '', firebase: { ...config.firebase } };
}

/**
 * The deployment files the shell fetches at start: `/runtime-config.json` (from env) and
 * `/remotes.json`, read from disk on every request so that editing the file deploys or rolls
 * back a remote with no restart.
 */
export async function runtimeFileRoutes(app: FastifyInstance, { config }: { config: Config }) {
  // Browsers ask for it on their own (bookmarks, pages without an icon link): the site's icon.
  app.get('/favicon.ico', { schema: { hide: true } }, async (_request, reply) => reply.redirect('/static/favicon.svg', 301));

  app.get('/runtime-config.json', { schema: { hide: true, response: { 200: RuntimeConfig } } }, async (_request, reply) => {
    reply.header('cache-control', NO_CACHE);
    return runtimeConfig(config);
  });

  app.get('/remotes.json', { schema: { hide: true } }, async (request, reply) => {
    reply.header('cache-control', NO_CACHE);
    const registry = await readRemotesRegistry(config.remotesRegistry);
    if (!registry) {
      request.log.error(`remotes registry ${config.remotesRegistry} is missing or does not match the RemotesRegistry schema`);
      return reply.status(503).send({ code: 'INTERNAL', message: 'remotes registry unavailable' });
    }
    return registry;
  });
}
