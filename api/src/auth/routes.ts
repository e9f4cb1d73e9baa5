import {
  login as loginEndpoint,
  logout as logoutEndpoint,
  signInAllowList,
  signInAllowListAdd,
  signInAllowListRemove,
  twoFactorDisable,
  twoFactorEnable,
  twoFactorEnrolFinish,
  twoFactorEnrolStart,
  twoFactorRecoveryCodes,
  twoFactorSetup,
  twoFactorStatus,
  twoFactorVerify,
} from '@casino/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../app-deps';
import { isHttpsSite } from '../config/env';
import { addEndpoint } from '../http/endpoint-route';
import { addAllowListEntry, readAllowList, removeAllowListEntry } from './allow-list-service';
import { login, type SessionClient, type SignedInResult } from './login-service';
import { clearSessionCookies, isBrowserRequest, setSessionCookies } from './session-cookie';
import { revokeSession } from './sessions';
import { DEVICE_COOKIE, setDeviceCookie } from './trusted-devices';
import { BROWSER_COOKIE, browserIdOf, setBrowserCookie } from './browser-id';
import { disableTwoFactor, enableTwoFactor, renewRecoveryCodes, setUpTwoFactor, twoFactorStatusOf } from './two-factor/account-two-factor';
import { finishEnrolment, startEnrolment, verifySecondStep } from './two-factor/second-step';

export async function authRoutes(app: FastifyInstance, deps: AppDeps) {
  const cookies = { secure: isHttpsSite(deps.config) };
  const options = { sessionTtlHours: deps.config.sessionTtlHours, limits: deps.loginLimits, staffTwoFactor: deps.config.staffTwoFactor };

  const clientOf = (request: FastifyRequest): SessionClient => ({
    ip: request.ip,
    userAgent: request.headers['user-agent'] ?? '',
    deviceToken: request.cookies[DEVICE_COOKIE],
    browser: isBrowserRequest(request),
    ...(isBrowserRequest(request) ? { browserId: browserIdOf(request.cookies[BROWSER_COOKIE]) } : {}),
  });

  /** The cookies of a new session, and what the answer says of it (the token only to clients that are not browsers). */
  const signedIn = (request: FastifyRequest, reply: FastifyReply, result: SignedInResult) => {
    setSessionCookies(reply, result.token, result.expiresAt, cookies);
    if (result.deviceToken) setDeviceCookie(reply, result.deviceToken, cookies);
    if (result.browserId) setBrowserCookie(reply, result.browserId, cookies);
    const token = isBrowserRequest(request) ? {} : { token: result.token };
    return { ...token, expires_at: result.expiresAt.toISOString(), account: result.account };
  };

  addEndpoint(app, deps.authenticator, 'auth', loginEndpoint, async ({ body, request, reply }) => {
    const result = await login(deps.db, { username: body.username, password: body.password, ...clientOf(request) }, options);
    if (result.kind === 'second_step') return { two_factor: result.purpose, challenge: result.challenge, expires_at: result.expiresAt.toISOString() };
    return signedIn(request, reply, result);
  });

  addEndpoint(app, deps.authenticator, 'auth', logoutEndpoint, async ({ auth, reply }) => {
    await revokeSession(deps.db, auth.sessionId);
    clearSessionCookies(reply, cookies);
    return { ok: true };
  });

  // The second step of a sign-in, and a master's enrolment within it.
  addEndpoint(app, deps.authenticator, 'auth', twoFactorVerify, async ({ body, request, reply }) => signedIn(request, reply, await verifySecondStep(deps.db, body, clientOf(request), options)));
  addEndpoint(app, deps.authenticator, 'auth', twoFactorEnrolStart, async ({ body }) => startEnrolment(deps.db, body.challenge));
  addEndpoint(app, deps.authenticator, 'auth', twoFactorEnrolFinish, async ({ body, request, reply }) => {
    const { recoveryCodes, ...result } = await finishEnrolment(deps.db, body, clientOf(request), options);
    return { ...signedIn(request, reply, result), recovery_codes: recoveryCodes };
  });

  // A signed-in partner's own two-factor.
  addEndpoint(app, deps.authenticator, 'auth', twoFactorStatus, async ({ auth }) => twoFactorStatusOf(deps.db, auth, deps.config));
  addEndpoint(app, deps.authenticator, 'auth', twoFactorSetup, async ({ auth }) => setUpTwoFactor(deps.db, auth));
  addEndpoint(app, deps.authenticator, 'auth', twoFactorEnable, async ({ auth, body, request }) => ({ recovery_codes: await enableTwoFactor(deps.db, auth, body.code, request.ip) }));
  addEndpoint(app, deps.authenticator, 'auth', twoFactorDisable, async ({ auth, body, request }) => disableTwoFactor(deps.db, auth, body.code, request.ip, deps.config));
  addEndpoint(app, deps.authenticator, 'auth', twoFactorRecoveryCodes, async ({ auth, body, request }) => ({ recovery_codes: await renewRecoveryCodes(deps.db, auth, body.code, request.ip) }));

  // A partner's sign-in allow-list, and a master's for the partners of its line.
  addEndpoint(app, deps.authenticator, 'auth', signInAllowList, async ({ auth, query, request }) => readAllowList(deps.db, auth, request.ip, query.user_id));
  addEndpoint(app, deps.authenticator, 'auth', signInAllowListAdd, async ({ auth, body, request }) => deps.db.transaction().execute((trx) => addAllowListEntry(trx, auth, request.ip, body)));
  addEndpoint(app, deps.authenticator, 'auth', signInAllowListRemove, async ({ auth, params, request }) =>
    deps.db.transaction().execute((trx) => removeAllowListEntry(trx, auth, request.ip, params.id)),
  );
}
