import {
  agencyBalanceTotal,
  agencyDashboard,
  agencyStatementSubList,
  gradeList,
  rollingPointList,
  rollingPointTotal,
  summaryBetting,
  summaryPoint,
  userLinePath,
  userOnlineList,
  agencyStatementApprove,
  agencyStatementOpen,
  agencyStatementReject,
  agencyStatementUserList,
  agencyStatementWait,
  agencyTrade,
  agencyTradeList,
  agencyTradeUserList,
  rollingSettingGet,
  rollingSettingPatch,
  userAuditTrail,
  userChildList,
  userConnectionReset,
  userCreateChild,
  userLineList,
  userLoginHistory,
  userSetState,
  domainPartnerGet,
} from '@casino/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps';
import { riskKindsOf } from '../protection/risk-flags';
import { revokeAllSessions } from '../auth/sessions';
import { addEndpoint } from '../http/endpoint-route';
import { idempotent, parseIdempotencyKey } from '../wallet/idempotency';
import { decideStatement, type OperatorAction } from '../wallet/statements';
import { agencyStatement, listAgencyStatements, openRequests } from './agency-statements';
import { auditTrail, recordAudit } from './audit';
import { balanceTotals, listChildren } from './children';
import { createChild } from './create-child';
import { lineLoginHistory, listLineMembers } from './line-members';
import { LineOrderSnapshots } from './line-order-snapshots';
import { rollingSetting, setChildRates } from './rolling-setting';
import { lineAccount } from './scope';
import { listTrades, trade } from './trade';
import { bettingSummary, lineMoney, pointSummary } from './dashboard';
import { dayRange } from './day-range';
import { gradesOfLine } from './grades';
import { listRollingPoints, rollingPointTotals } from './rolling-points';
import { onlineAccounts } from './online-accounts';
import { linePaths } from './structure';
import { balancesOf } from '../wallet/accounts';

const paging = (q: { page?: number; pageSize?: number }) => ({ page: q.page ?? 1, pageSize: q.pageSize ?? 20 });

/** The partner back-office calls (spec 7, partner): every one scoped to the caller's downline in its SQL. */
export async function partnerRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db, authenticator } = deps;
  const lineOrders = new LineOrderSnapshots({ isLive: () => deps.changes.live });
  const stopListening = deps.changes.listen(lineOrders);
  app.addHook('onClose', async () => stopListening());

  addEndpoint(app, authenticator, 'partner', userChildList, async ({ auth, query }) => {
    const parentId = query.parent_id ?? auth.userId;
    if (parentId !== auth.userId) await lineAccount(db, auth.userId, parentId);
    return listChildren(db, { parentId, level: query.level, state: query.state, username: query.username, ...paging(query) });
  });

  addEndpoint(app, authenticator, 'partner', userLineList, async ({ auth, query }) => {
    const page = await listLineMembers(db, auth.userId, { search: query.search, state: query.state, grade: query.grade, partnerUsername: query.partner_username, sort: query.sort, order: query.order, ...paging(query) }, lineOrders);
    // The flags of the page's rows only: the risk page has the rest, with their figures.
    const risk = await riskKindsOf(db, auth.userId, page.items.map((member) => member.id));
    return { ...page, items: page.items.map((member) => ({ ...member, risk: risk.get(member.id) ?? [] })) };
  });

  addEndpoint(app, authenticator, 'partner', userLoginHistory, async ({ auth, query }) => {
    if (query.user_id !== undefined) await lineAccount(db, auth.userId, query.user_id);
    return lineLoginHistory(db, auth.userId, { userId: query.user_id, ...paging(query) });
  });

  addEndpoint(app, authenticator, 'partner', domainPartnerGet, async ({ auth }) => {
    const me = await db.selectFrom('users').select('referral_code').where('id', '=', auth.userId).executeTakeFirstOrThrow();
    return { referral_code: me.referral_code ?? '', domains: [deps.config.publicOrigin] };
  });

  addEndpoint(app, authenticator, 'partner', userCreateChild, async ({ auth, body, request }) => createChild(db, auth.userId, request.ip, body));

  addEndpoint(app, authenticator, 'partner', userSetState, async ({ auth, params, body, request }) =>
    db.transaction().execute(async (trx) => {
      const target = await lineAccount(trx, auth.userId, params.id);
      await trx.updateTable('users').set({ state: body.state }).where('id', '=', target.id).execute();
      // Stopping ends the sessions in the same transaction: no request of the account runs after it commits.
      const ended = body.state === 'stop' ? await revokeAllSessions(trx, target.id) : 0;
      await recordAudit(trx, { actorId: auth.userId, actorIp: request.ip, action: 'account.state', targetId: target.id, before: { state: target.state }, after: { state: body.state, sessions_ended: ended } });
      return { id: target.id, state: body.state, sessions_ended: ended };
    }),
  );

  addEndpoint(app, authenticator, 'partner', userConnectionReset, async ({ auth, params, request }) =>
    db.transaction().execute(async (trx) => {
      const target = await lineAccount(trx, auth.userId, params.id);
      const ended = await revokeAllSessions(trx, target.id);
      await recordAudit(trx, { actorId: auth.userId, actorIp: request.ip, action: 'account.connection_reset', targetId: target.id, before: {}, after: { sessions_ended: ended } });
      return { id: target.id, sessions_ended: ended };
    }),
  );

  addEndpoint(app, authenticator, 'partner', userAuditTrail, async ({ auth, params, query }) => {
    await lineAccount(db, auth.userId, params.id);
    const { page, pageSize } = paging(query);
    return auditTrail(db, auth.userId, params.id, page, pageSize);
  });

  addEndpoint(app, authenticator, 'partner', rollingSettingGet, async ({ auth, query }) => rollingSetting(db, auth.userId, { username: query.username, ...paging(query) }));

  addEndpoint(app, authenticator, 'partner', rollingSettingPatch, async ({ auth, body, request }) =>
    db.transaction().execute((trx) => setChildRates(trx, auth.userId, request.ip, body.user_id, body.rates)),
  );

  addEndpoint(app, authenticator, 'partner', agencyTrade, async ({ auth, body, request }) =>
    idempotent(db, { userId: auth.userId, key: parseIdempotencyKey(request.headers['idempotency-key']), endpoint: agencyTrade.path, body }, (trx) =>
      trade(trx, { partnerId: auth.userId, childId: body.user_id, direction: body.direction, amount: body.amount, memo: body.memo ?? '', ip: request.ip }),
    ),
  );

  addEndpoint(app, authenticator, 'partner', agencyTradeList, async ({ auth, query }) => listTrades(db, auth.userId, { ...query, ...paging(query) }));

  addEndpoint(app, authenticator, 'partner', agencyTradeUserList, async ({ auth, query }) => {
    const children = await listChildren(db, { parentId: auth.userId, username: query.username, ...paging(query) });
    return { items: children.items.map(({ id, username, nickname, level, state, balance }) => ({ id, username, nickname, level, state, balance })), total: children.total };
  });

  addEndpoint(app, authenticator, 'partner', agencyBalanceTotal, async ({ auth }) => balanceTotals(db, auth.userId));

  addEndpoint(app, authenticator, 'partner', agencyStatementUserList, async ({ auth, query }) => listAgencyStatements(db, auth.userId, { ...query, scope: 'members', ...paging(query) }));
  addEndpoint(app, authenticator, 'partner', agencyStatementSubList, async ({ auth, query }) => listAgencyStatements(db, auth.userId, { ...query, scope: 'sub', ...paging(query) }));
  addEndpoint(app, authenticator, 'partner', agencyStatementOpen, async ({ auth }) => openRequests(db, auth.userId));

  addEndpoint(app, authenticator, 'partner', agencyDashboard, async ({ auth, query }) => lineMoney(db, auth.userId, dayRange(query)));
  addEndpoint(app, authenticator, 'partner', summaryBetting, async ({ auth, query }) => bettingSummary(db, auth.userId, dayRange(query)));
  addEndpoint(app, authenticator, 'partner', summaryPoint, async ({ auth, query }) => pointSummary(db, auth.userId, dayRange(query)));
  addEndpoint(app, authenticator, 'partner', rollingPointList, async ({ auth, query }) =>
    listRollingPoints(db, auth.userId, { range: dayRange(query), username: query.username, gameType: query.game_type, ...paging(query) }),
  );
  addEndpoint(app, authenticator, 'partner', rollingPointTotal, async ({ auth }) => rollingPointTotals(db, auth.userId));
  addEndpoint(app, authenticator, 'partner', gradeList, async ({ auth }) => gradesOfLine(db, auth.userId));
  addEndpoint(app, authenticator, 'partner', userLinePath, async ({ auth, query }) => linePaths(db, auth.userId, query.search));
  addEndpoint(app, authenticator, 'partner', userOnlineList, async ({ auth, query }) => onlineAccounts(db, auth.userId, { search: query.search, level: query.level, ...paging(query) }));

  const actions: [typeof agencyStatementApprove, OperatorAction][] = [
    [agencyStatementApprove, 'approve'],
    [agencyStatementWait, 'wait'],
    [agencyStatementReject, 'reject'],
  ];
  for (const [endpoint, action] of actions) {
    addEndpoint(app, authenticator, 'partner', endpoint, async ({ auth, params, request }) =>
      db.transaction().execute(async (trx) => {
        const before = await agencyStatement(trx, auth.userId, params.id);
        await decideStatement(trx, auth.userId, params.id, action);
        const after = await agencyStatement(trx, auth.userId, params.id);
        if (after.status !== before.status) {
          await recordAudit(trx, {
            actorId: auth.userId,
            actorIp: request.ip,
            action: `statement.${action}`,
            targetId: after.user_id,
            before: { statement_id: before.id, type: before.type, amount: before.amount, status: before.status },
            after: { statement_id: after.id, status: after.status },
          });
        }
        return { statement: after, balance: (await balancesOf(trx, auth.userId)).partner_balance ?? 0 };
      }),
    );
  }
}
