import { readFile } from 'node:fs/promises';
import { RemotesRegistry, RuntimeConfig } from '@casino/contract';
import type { Static } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config/env';
import { NO_CACHE } from './cache-control';

export function runtimeConfig(config: Config): Static<typeof RuntimeConfig> {
  return { apiBase: '', firebase: { ...config.firebase } };
}

/**
 * The deployment files the shell fetches at start: `/runtime-config.json` (from env) and
 * `/remotes.json`, read from disk on every request so that editing the file deploys or rolls
 * back a remote with no restart.
 */
export async function runtimeFileRoutes(app: FastifyInstance, { config }: { config: Config }) {
  app.get('/runtime-config.json', { schema: { hide: true, response: { 200: RuntimeConfig } } }, async (_request, reply) => {
    reply.header('cache-control', NO_CACHE);
    return runtimeConfig(config);
  });

  app.get('/remotes.json', { schema: { hide: true } }, async (request, reply) => {
    reply.header('cache-control', NO_CACHE);
    let text: string;
    try {
      text = await readFile(config.remotesRegistry, 'utf8');
    } catch {
      request.log.error(`remotes registry ${config.remotesRegistry} is missing`);
      return reply.status(503).send({ code: 'INTERNAL', message: 'remotes registry unavailable' });
    }
    let registry: unknown;
    try {
      registry = JSON.parse(text);
    } catch {
      registry = undefined;
    }
    // A broken edit must not reach browsers: they would lose every remote at once.
    if (!Value.Check(RemotesRegistry, registry)) {
      request.log.error(`remotes registry ${config.remotesRegistry} does not match the RemotesRegistry schema`);
      return reply.status(503).send({ code: 'INTERNAL', message: 'remotes registry unavailable' });
    }
    return registry;
  });
}
