import { RemotesRegistry, RuntimeConfig } from '@casino/contract';
import type { Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config/env';
import { servedRegistry, type RegistryServerDeps } from '../releases/served-registry';
import { NO_CACHE } from './cache-control';

export function runtimeConfig(config: Config): Static<typeof RuntimeConfig> {
  return { apiBase: '', firebase: { ...config.firebase } };
}

/**
 * The deployment files the shell fetches: `/runtime-config.json` (from env) and `/remotes.json`,
 * the registry as this person gets it (canaries by account or device), read from the database on
 * every request, so a promotion or rollback is seen at the next poll with no restart.
 */
export async function runtimeFileRoutes(app: FastifyInstance, { config, registry }: { config: Config; registry: RegistryServerDeps }) {
  // Browsers ask for it on their own (bookmarks, pages without an icon link): the site's icon.
  app.get('/favicon.ico', { schema: { hide: true } }, async (_request, reply) => reply.redirect('/static/favicon.svg', 301));

  app.get('/runtime-config.json', { schema: { hide: true, response: { 200: RuntimeConfig } } }, async (_request, reply) => {
    reply.header('cache-control', NO_CACHE);
    return runtimeConfig(config);
  });

  app.get('/remotes.json', { schema: { hide: true, response: { 200: RemotesRegistry } } }, async (request, reply) => {
    // Private: it differs per person (a canary), so no shared cache may keep it.
    reply.header('cache-control', `private, ${NO_CACHE}`);
    return (await servedRegistry(registry, request, reply)).registry;
  });
}
