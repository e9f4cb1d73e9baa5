import { playerLimitSet, playerLimits, userSession } from '@casino/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps';
import { addEndpoint } from '../http/endpoint-route';
import { readPlayerLimits, setOwnPlayerLimit } from './player-limits';
import { sessionSummary } from './session-summary';

export async function protectionRoutes(app: FastifyInstance, deps: AppDeps) {
  addEndpoint(app, deps.authenticator, 'protection', playerLimits, async ({ auth }) => readPlayerLimits(deps.db, auth.userId, auth.sessionId));
  addEndpoint(app, deps.authenticator, 'protection', playerLimitSet, async ({ auth, body, request }) => {
    await deps.db.transaction().execute((trx) => setOwnPlayerLimit(trx, auth.userId, request.ip, body.kind, body.amount));
    return readPlayerLimits(deps.db, auth.userId, auth.sessionId);
  });
  addEndpoint(app, deps.authenticator, 'protection', userSession, async ({ auth }) => sessionSummary(deps.db, auth.userId, auth.sessionId));
}
