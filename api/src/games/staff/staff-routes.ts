import {
  staffBrandList,
  staffBrandUpdate,
  staffGameList,
  staffGameTypeList,
  staffGameUpdate,
  staffPermissionGet,
  staffPermissionSet,
  staffRoundClose,
  staffRoundReconciliation,
} from '@casino/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { addEndpoint } from '../../http/endpoint-route';
import { staffOf } from '../../support/staff/staff-scope';
import { listStaffBrands, listStaffGames, listStaffGameTypes, updateStaffBrand, updateStaffGame } from './staff-catalog';
import { closeStaleRound } from './close-round';
import { roundReconciliation } from './round-reconciliation';
import { setStaffPermission, staffPermissions } from './staff-permissions';

/** The games team's staff side: the catalog and the rounds to reconcile (the `site` right), and a line's game permissions (master level). */
export async function gameStaffRoutes(app: FastifyInstance, deps: AppDeps) {
  const tag = 'games staff';
  // Members' catalog reads come from the response cache: answer once this process has heard of the change.
  const heard = async <T>(written: Promise<T>) => {
    const result = await written;
    await deps.changes.sync();
    return result;
  };

  addEndpoint(app, deps.authenticator, tag, staffGameTypeList, async () => listStaffGameTypes(deps.db));
  addEndpoint(app, deps.authenticator, tag, staffBrandList, async ({ query }) => ({ items: await listStaffBrands(deps.db, query.game_type) }));
  addEndpoint(app, deps.authenticator, tag, staffBrandUpdate, async ({ auth, body, request }) => heard(updateStaffBrand(deps.db, staffOf(auth, request.ip), body)));
  addEndpoint(app, deps.authenticator, tag, staffGameList, async ({ query }) => listStaffGames(deps.db, query));
  addEndpoint(app, deps.authenticator, tag, staffGameUpdate, async ({ auth, body, request }) => heard(updateStaffGame(deps.db, staffOf(auth, request.ip), body)));
  addEndpoint(app, deps.authenticator, tag, staffPermissionGet, async ({ auth, query }) => staffPermissions(deps.db, auth.userId, query.username));
  addEndpoint(app, deps.authenticator, tag, staffPermissionSet, async ({ auth, body, request }) => setStaffPermission(deps.db, staffOf(auth, request.ip), body));

  addEndpoint(app, deps.authenticator, tag, staffRoundReconciliation, async ({ query }) => roundReconciliation(deps.db, query));
  addEndpoint(app, deps.authenticator, tag, staffRoundClose, async ({ auth, body, request }) =>
    closeStaleRound(deps.db, { provider: body.provider, roundId: body.round_id, operatorId: auth.userId, ip: request.ip, reason: body.reason }),
  );
}
