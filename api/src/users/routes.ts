import { register, userInfo, validateRef } from '@casino/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps';
import { addEndpoint } from '../http/endpoint-route';
import { findActivePartnerByReferral } from './queries';
import { countRegisterAttempt } from './register-attempts';
import { registerMember } from './register-service';
import { getUserInfo } from './user-service';

export async function userRoutes(app: FastifyInstance, deps: AppDeps) {
  addEndpoint(app, deps.authenticator, 'users', register, async ({ body, request }) => {
    await countRegisterAttempt(deps.db, request.ip, deps.registerLimits);
    const { username } = await registerMember(deps.db, body);
    return { username };
  });

  addEndpoint(app, deps.authenticator, 'users', validateRef, async ({ query }) => ({
    valid: (await findActivePartnerByReferral(deps.db, query.ref_id)) !== undefined,
  }));

  addEndpoint(app, deps.authenticator, 'users', userInfo, async ({ auth }) => getUserInfo(deps.db, auth.userId));
}
