import {
  CsvQuery,
  csvPathOf,
  depositRank,
  gameTransactionList,
  gameTransactionRanking,
  gameTransactionRankingSummary,
  gameTransactionSummary,
  reportBetting,
  reportBettingHistory,
  reportBettingProvider,
  reportBettingProviderHistory,
  reportBettingSummary,
  reportByDay,
  reportByDaySummary,
  reportByGame,
  reportByGameSummary,
  reportByUser,
  reportByUserSummary,
  reportLosing,
  reportLosingSettle,
  reportRolling,
  reportRollingSummary,
  seoulToday,
  withdrawRank,
  type Endpoint,
} from '@casino/contract';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps';
import { addEndpoint, endpointRoute, type HandlerContext } from '../http/endpoint-route';
import { lineAccount } from '../partners/scope';
import { roundDetail, listRounds } from './betting-history';
import { sendCsv } from './csv';
import { csvExports } from './csv-exports';
import { csvText } from './csv-form';
import type { Lang } from '../http/i18n';
import { memberCalls } from './game-transactions';
import { losingReport, settleLosing } from './losing';
import { losingPeriod } from './losing-period';
import { rankingSummary, rankMembers, rankStatements } from './rankings';
import { bettingFilter, reportRange, reportScope } from './report-scope';
import { rollingEarner, rollingTotals, rollingWorking } from './rolling-report';
import { figureSummary, memberSummary, statisticsByDay, statisticsByGame, statisticsByUser } from './statistics';
import { providerTotals } from './provider-totals';

const paging = (q: { page?: number; pageSize?: number }) => ({ page: q.page ?? 1, pageSize: q.pageSize ?? 20 });

/** The partner reports (issue 13): spec 7's report calls, each scoped to the caller's line in SQL, and their CSV exports. */
export async function reportRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db, authenticator } = deps;
  const scoped = async (callerId: number, query: Parameters<typeof bettingFilter>[2]) => ({ scope: await reportScope(db, callerId), filter: await bettingFilter(db, callerId, query) });

  addEndpoint(app, authenticator, 'reports', reportBetting, async ({ auth, query }) => {
    const { scope, filter } = await scoped(auth.userId, query);
    return listRounds(db, scope, filter, { ...paging(query), cursor: query.cursor });
  });
  addEndpoint(app, authenticator, 'reports', reportBettingSummary, async ({ auth, query }) => {
    const { scope, filter } = await scoped(auth.userId, query);
    return figureSummary(db, scope, filter);
  });
  addEndpoint(app, authenticator, 'reports', reportBettingHistory, async ({ auth, query }) => roundDetail(db, await reportScope(db, auth.userId), query.id));
  addEndpoint(app, authenticator, 'reports', reportBettingProvider, async ({ auth, query }) => {
    const { scope, filter } = await scoped(auth.userId, query);
    return providerTotals(db, scope, filter);
  });
  addEndpoint(app, authenticator, 'reports', reportBettingProviderHistory, async ({ auth, query }) => {
    const { scope, filter } = await scoped(auth.userId, query);
    return listRounds(db, scope, { ...filter, provider: query.provider }, { ...paging(query), cursor: query.cursor });
  });

  addEndpoint(app, authenticator, 'reports', reportByDay, async ({ auth, query }) => {
    const { scope, filter } = await scoped(auth.userId, query);
    return statisticsByDay(db, scope, filter);
  });
  addEndpoint(app, authenticator, 'reports', reportByGame, async ({ auth, query }) => {
    const { scope, filter } = await scoped(auth.userId, query);
    return statisticsByGame(db, scope, filter, { sort: query.sort, order: query.order, ...paging(query) });
  });
  addEndpoint(app, authenticator, 'reports', reportByUser, async ({ auth, query }) => {
    const { scope, filter } = await scoped(auth.userId, query);
    return statisticsByUser(db, scope, filter, { sort: query.sort, order: query.order, ...paging(query) });
  });
  for (const endpoint of [reportByDaySummary, reportByGameSummary]) {
    addEndpoint(app, authenticator, 'reports', endpoint, async ({ auth, query }) => {
      const { scope, filter } = await scoped(auth.userId, query);
      return figureSummary(db, scope, filter);
    });
  }
  addEndpoint(app, authenticator, 'reports', reportByUserSummary, async ({ auth, query }) => {
    const { scope, filter } = await scoped(auth.userId, query);
    return memberSummary(db, scope, filter);
  });

  addEndpoint(app, authenticator, 'reports', gameTransactionList, async ({ auth, query }) => {
    const member = await lineAccount(db, auth.userId, query.user_id);
    return memberCalls(db, auth.userId, member.id, reportRange(query), paging(query).page, paging(query).pageSize);
  });
  addEndpoint(app, authenticator, 'reports', gameTransactionSummary, async ({ auth, query }) => {
    const member = await lineAccount(db, auth.userId, query.user_id);
    const summary = await figureSummary(db, await reportScope(db, auth.userId), { range: reportRange(query), memberId: member.id });
    return { member: { id: member.id, username: member.username, nickname: member.nickname }, ...summary };
  });
  addEndpoint(app, authenticator, 'reports', gameTransactionRanking, async ({ auth, query }) => {
    const { page, pageSize } = paging(query);
    return rankMembers(db, await reportScope(db, auth.userId), { range: reportRange(query), gameType: query.game_type }, query.by ?? 'bet', page, pageSize);
  });
  addEndpoint(app, authenticator, 'reports', gameTransactionRankingSummary, async ({ auth, query }) =>
    rankingSummary(db, await reportScope(db, auth.userId), { range: reportRange(query), gameType: query.game_type }),
  );
  for (const [endpoint, type] of [
    [depositRank, 'deposit'],
    [withdrawRank, 'withdraw'],
  ] as const) {
    addEndpoint(app, authenticator, 'reports', endpoint, async ({ auth, query }) => rankStatements(db, auth.userId, type, reportRange(query), paging(query).page, paging(query).pageSize));
  }

  addEndpoint(app, authenticator, 'reports', reportRolling, async ({ auth, query }) => {
    const earner = await rollingEarner(db, auth.userId, query.partner_id);
    const filter = await bettingFilter(db, earner.account.id, { from: query.from, to: query.to, game_type: query.game_type, username: query.username });
    return rollingWorking(db, earner, filter, { ...paging(query), cursor: query.cursor });
  });
  addEndpoint(app, authenticator, 'reports', reportRollingSummary, async ({ auth, query }) => {
    const earner = await rollingEarner(db, auth.userId, query.partner_id);
    const filter = await bettingFilter(db, earner.account.id, { from: query.from, to: query.to, game_type: query.game_type, username: query.username });
    return rollingTotals(db, earner, filter);
  });

  addEndpoint(app, authenticator, 'reports', reportLosing, async ({ auth, query }) => {
    const { page, pageSize } = paging(query);
    return losingReport(db, auth.userId, losingPeriod(query.period ?? 'day', query.day ?? seoulToday()), page, pageSize);
  });
  addEndpoint(app, authenticator, 'reports', reportLosingSettle, async ({ auth, body, request }) => settleLosing(db, auth.userId, request.ip, losingPeriod(body.period, body.day)));

  for (const [endpoint, rows] of csvExports(db)) {
    app.route(endpointRoute(authenticator, 'reports', csvEndpoint(endpoint), async (ctx: HandlerContext<Endpoint>) => {
      const { lang, headers, ...withPaging } = ctx.query as Record<string, unknown> & { lang?: Lang; headers?: 'titles' | 'fields' };
      // A file holds the whole filter: a screen's paging in its link is ignored, as any unknown parameter is.
      const query = Object.fromEntries(Object.entries(withPaging).filter(([name]) => !PAGING.includes(name)));
      // The link's language (the one chosen in the back-office) over the browser's, for the file and for a refusal.
      if (lang) ctx.request.lang = lang;
      const file = await rows(ctx.auth!.userId, query, csvText(headers === 'fields' ? 'fields' : ctx.request.lang));
      return sendCsv(ctx.reply, file.name, file.header, file.batches);
    }));
  }
}

/** A list's paging parameters, which a CSV route leaves out. */
const PAGING = ['page', 'pageSize', 'cursor'];

/** A report's CSV route: its path with `.csv`, its filters without paging, and the file's language and form. */
function csvEndpoint(endpoint: Endpoint): Endpoint {
  const filters = endpoint.query ? Type.Omit(endpoint.query, PAGING).properties : {};
  return { ...endpoint, path: csvPathOf(endpoint), summary: `CSV of: ${endpoint.summary}`, query: Type.Object({ ...filters, ...CsvQuery }), data: Type.String() };
}
