import { login as loginEndpoint, logout as logoutEndpoint } from '@casino/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps';
import { isHttpsSite } from '../config/env';
import { addEndpoint } from '../http/endpoint-route';
import { login } from './login-service';
import { clearSessionCookies, isBrowserRequest, setSessionCookies } from './session-cookie';
import { revokeSession } from './sessions';
import { DEVICE_COOKIE, setDeviceCookie } from './trusted-devices';

export async function authRoutes(app: FastifyInstance, deps: AppDeps) {
  const cookies = { secure: isHttpsSite(deps.config) };

  addEndpoint(app, deps.authenticator, 'auth', loginEndpoint, async ({ body, request, reply }) => {
    const result = await login(
      deps.db,
      {
        username: body.username,
        password: body.password,
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? '',
        deviceToken: request.cookies[DEVICE_COOKIE],
        browser: isBrowserRequest(request),
      },
      { sessionTtlHours: deps.config.sessionTtlHours, limits: deps.loginLimits },
    );
    setSessionCookies(reply, result.token, result.expiresAt, cookies);
    if (result.deviceToken) setDeviceCookie(reply, result.deviceToken, cookies);
    const token = isBrowserRequest(request) ? {} : { token: result.token };
    return { ...token, expires_at: result.expiresAt.toISOString(), account: result.account };
  });

  addEndpoint(app, deps.authenticator, 'auth', logoutEndpoint, async ({ auth, reply }) => {
    await revokeSession(deps.db, auth.sessionId);
    clearSessionCookies(reply, cookies);
    return { ok: true };
  });
}
