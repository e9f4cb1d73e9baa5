import { login as loginEndpoint, logout as logoutEndpoint } from '@casino/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps';
import { addEndpoint } from '../http/endpoint-route';
import { login } from './login-service';
import { revokeSession } from './sessions';

export async function authRoutes(app: FastifyInstance, deps: AppDeps) {
  addEndpoint(app, deps.authenticator, 'auth', loginEndpoint, async ({ body, request }) => {
    const result = await login(
      deps.db,
      { username: body.username, password: body.password, ip: request.ip, userAgent: request.headers['user-agent'] ?? '' },
      { sessionTtlHours: deps.config.sessionTtlHours, limits: deps.loginLimits },
    );
    return { token: result.token, expires_at: result.expiresAt.toISOString(), account: result.account };
  });

  addEndpoint(app, deps.authenticator, 'auth', logoutEndpoint, async ({ auth }) => {
    await revokeSession(deps.db, auth.sessionId);
    return { ok: true };
  });
}
