import {
  exclusionStart,
  lineMemberLimitSet,
  lineMemberProtection,
  lineRiskFlags,
  lineTurnoverRequirement,
  lineTurnoverRequirementSet,
  playerLimitSet,
  playerLimits,
  staffExclusionEnd,
  staffExclusionList,
  userSession,
} from '@casino/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps';
import { addEndpoint } from '../http/endpoint-route';
import { clearSessionCookies } from '../auth/session-cookie';
import { isHttpsSite } from '../config/env';
import { endExclusion, listExclusions, startExclusion } from './exclusions';
import { readLineMemberProtection, setLineMemberLimit } from './line-limits';
import { readPlayerLimits, setOwnPlayerLimit } from './player-limits';
import { lineRiskFlags as readLineRiskFlags } from './risk-flags';
import { sessionSummary } from './session-summary';
import { readTurnoverRequirement, setTurnoverRequirement } from './turnover';

export async function protectionRoutes(app: FastifyInstance, deps: AppDeps) {
  addEndpoint(app, deps.authenticator, 'protection', playerLimits, async ({ auth }) => readPlayerLimits(deps.db, auth.userId, auth.sessionId));
  addEndpoint(app, deps.authenticator, 'protection', playerLimitSet, async ({ auth, body, request }) => {
    await deps.db.transaction().execute((trx) => setOwnPlayerLimit(trx, auth.userId, request.ip, body.kind, body.amount));
    return readPlayerLimits(deps.db, auth.userId, auth.sessionId);
  });
  addEndpoint(app, deps.authenticator, 'protection', userSession, async ({ auth }) => sessionSummary(deps.db, auth.userId, auth.sessionId));

  // A break from play ends the caller's sign-in with the rest: its cookies go in the same answer.
  addEndpoint(app, deps.authenticator, 'protection', exclusionStart, async ({ auth, body, request, reply }) => {
    const { until } = await deps.db.transaction().execute((trx) => startExclusion(trx, auth.userId, auth.sessionId, request.ip, body.period));
    clearSessionCookies(reply, { secure: isHttpsSite(deps.config) });
    return { until: until?.toISOString() ?? null };
  });
  addEndpoint(app, deps.authenticator, 'protection', staffExclusionList, async ({ query }) =>
    listExclusions(deps.db, query.search, { page: query.page ?? 1, pageSize: query.pageSize ?? 20 }),
  );
  addEndpoint(app, deps.authenticator, 'protection', staffExclusionEnd, async ({ auth, body, request }) => {
    await deps.db.transaction().execute((trx) => endExclusion(trx, body.id, auth.userId, request.ip, body.reason));
    return { ok: true as const };
  });

  // A member's protection as the partners of its line see it, and a partner's own limit for it.
  addEndpoint(app, deps.authenticator, 'protection', lineMemberProtection, async ({ auth, query }) => readLineMemberProtection(deps.db, auth.userId, query.user_id));
  addEndpoint(app, deps.authenticator, 'protection', lineMemberLimitSet, async ({ auth, body, request }) => {
    await deps.db.transaction().execute((trx) => setLineMemberLimit(trx, auth.userId, request.ip, body.user_id, body.kind, body.amount));
    return readLineMemberProtection(deps.db, auth.userId, body.user_id);
  });

  addEndpoint(app, deps.authenticator, 'protection', lineRiskFlags, async ({ auth, query }) =>
    readLineRiskFlags(deps.db, auth.userId, { kind: query.kind, userId: query.user_id, page: query.page ?? 1, pageSize: query.pageSize ?? 20 }),
  );

  // The line's rolling requirement: every partner reads it, its master sets it.
  addEndpoint(app, deps.authenticator, 'protection', lineTurnoverRequirement, async ({ auth }) => readTurnoverRequirement(deps.db, auth.userId));
  addEndpoint(app, deps.authenticator, 'protection', lineTurnoverRequirementSet, async ({ auth, body, request }) => {
    await deps.db.transaction().execute((trx) => setTurnoverRequirement(trx, auth.userId, request.ip, body.percent));
    return readTurnoverRequirement(deps.db, auth.userId);
  });
}
