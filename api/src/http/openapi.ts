import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { isHttpsSite, type Config } from '../config/env';

/** OpenAPI built from the routes' contract schemas, browsable at /docs. Register before the routes. */
export async function registerOpenApi(app: FastifyInstance, { publicOrigin }: Pick<Config, 'publicOrigin'>) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Casino API',
        version: '1',
        description: 'Success answers are `{ data }`; errors are `{ message, code }` with `message` in the Accept-Language (ko default, en).',
      },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', description: 'The session token from login' } } },
    },
  });
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    // The plugin's own policy (with the hashes of its inline scripts), made as strict as the site's.
    staticCSP: true,
    transformStaticCSP: (policy) => {
      const strict = policy.replace("frame-ancestors 'self'", "frame-ancestors 'none'").replace("base-uri 'self'", "base-uri 'none'");
      return isHttpsSite({ publicOrigin }) ? strict : strict.replace('upgrade-insecure-requests;', '');
    },
  });
}
