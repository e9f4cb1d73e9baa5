import { releaseCanary, releaseHealth, releaseHistory, releaseList, releasePromote, releaseRollback } from '@casino/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps';
import { addEndpoint } from '../http/endpoint-route';
import { recordLoadReport } from './load-reports';
import { listChannels, releaseHistoryOf } from './registry-reads';
import type { ReleaseService } from './release-service';

/** The registry's commands for the master level (the same as `pnpm release`), and the browsers' load reports. */
export async function releaseRoutes(app: FastifyInstance, deps: AppDeps & { releases: ReleaseService }) {
  const { db, authenticator, releases } = deps;

  addEndpoint(app, authenticator, 'releases', releaseList, async () => ({ items: await listChannels(db) }));
  addEndpoint(app, authenticator, 'releases', releaseHistory, async ({ params }) => releaseHistoryOf(db, params.remote));
  addEndpoint(app, authenticator, 'releases', releasePromote, async ({ auth, body }) => releases.promote(body.remote, body.version, { actor: auth.username, reason: body.reason }));
  addEndpoint(app, authenticator, 'releases', releaseCanary, async ({ auth, body }) =>
    releases.canary(body.remote, body.version, body.percent, { actor: auth.username, reason: body.reason }),
  );
  addEndpoint(app, authenticator, 'releases', releaseRollback, async ({ auth, body }) => releases.rollback(body.remote, { actor: auth.username, reason: body.reason }));
  addEndpoint(app, authenticator, 'releases', releaseHealth, async ({ body, request }) => ({ recorded: await recordLoadReport(db, body, request.ip) }));
}
