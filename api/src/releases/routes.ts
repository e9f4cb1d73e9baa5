import { releaseCanary, releaseHealth, releaseHistory, releaseList, releasePromote, releaseRollback } from '@casino/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps';
import { addEndpoint } from '../http/endpoint-route';
import { judgeCanary } from './canary-guard';
import { recordLoadReport, reporterOf } from './load-reports';
import { listChannels, releaseHistoryOf } from './registry-reads';
import type { ReleaseService } from './release-service';
import type { ReportKey } from './report-tokens';
import { callerIdentities } from './served-registry';

/** The registry's commands for the master level (the same as `pnpm release`), and the pages' health reports. */
export async function releaseRoutes(app: FastifyInstance, deps: AppDeps & { releases: ReleaseService; reportKey: ReportKey }) {
  const { db, authenticator, releases, reportKey } = deps;
  // Pages read the deployed versions from the response cache: answer once this process has heard of the change.
  const heard = async <T>(changed: Promise<T>) => {
    const result = await changed;
    await deps.changes.sync();
    return result;
  };

  addEndpoint(app, authenticator, 'releases', releaseList, async () => ({ items: await listChannels(db) }));
  addEndpoint(app, authenticator, 'releases', releaseHistory, async ({ params }) => releaseHistoryOf(db, params.remote));
  addEndpoint(app, authenticator, 'releases', releasePromote, async ({ auth, body }) => heard(releases.promote(body.remote, body.version, { actor: auth.username, reason: body.reason })));
  addEndpoint(app, authenticator, 'releases', releaseCanary, async ({ auth, body }) =>
    heard(releases.canary(body.remote, body.version, body.percent, { actor: auth.username, reason: body.reason }, { halt_at_percent: body.halt_at_percent, min_visitors: body.min_visitors })),
  );
  addEndpoint(app, authenticator, 'releases', releaseRollback, async ({ auth, body }) => heard(releases.rollback(body.remote, { actor: auth.username, reason: body.reason })));
  addEndpoint(app, authenticator, 'releases', releaseHealth, async ({ body, request }) => {
    const reporter = reporterOf(await reportKey.get(), body, await callerIdentities(authenticator, request), request.ip);
    const recorded = await recordLoadReport(db, body, reporter);
    if (recorded && reporter.signedIn && (await judgeCanary(db, body.remote, body.version))) await deps.changes.sync();
    return { recorded };
  });
}
