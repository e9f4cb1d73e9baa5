import { sql, type Kysely } from 'kysely';
import { seoulDayEnd, seoulDayStart } from '../db/seoul-day';
import type { Database, StatementStatus, StatementType } from '../db/schema';
import { AppError } from '../http/app-error';
import { downlineOf } from '../users/downline';
import { operatorRow } from '../wallet/operator-statements';
import { readPage } from '../db/paging';
import { turnoversOf } from '../protection/turnover';

/** `members`: the partner's own members (user-list); `sub`: members below its sub-partners (sub-list). */
export type StatementScope = 'members' | 'sub';

export interface AgencyStatementFilter {
  scope: StatementScope;
  type?: StatementType;
  /** `open`: request or waiting, what still needs a decision. */
  status?: StatementStatus | 'open';
  username?: string;
  from?: string;
  to?: string;
  page: number;
  pageSize: number;
}

function ofLine(db: Kysely<Database>, partnerId: number, scope?: StatementScope) {
  const line = db
    .selectFrom('statements as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .innerJoin('users as p', 'p.id', 'u.parent_id')
    .where('s.user_id', 'in', downlineOf(partnerId));
  if (scope === 'members') return line.where('u.parent_id', '=', partnerId);
  if (scope === 'sub') return line.where('u.parent_id', '<>', partnerId);
  return line;
}

const select = (q: ReturnType<typeof ofLine>) =>
  q.select(['s.id', 's.type', 's.amount', 's.status', 's.created_at', 's.processed_at', 's.user_id', 'u.username', 'u.nickname', 'u.bank_name', 'u.account_number', 'p.username as parent_username']);

type Row = Awaited<ReturnType<ReturnType<typeof select>['executeTakeFirstOrThrow']>>;

/** The rows as the partner sees them: a withdrawal with its turnover since the last deposit. */
async function viewsOf(db: Kysely<Database>, partnerId: number, rows: Row[]) {
  const turnovers = await turnoversOf(db, partnerId, rows.filter((r) => r.type === 'withdraw').map((r) => r.id));
  return rows.map((r) => ({ ...operatorRow(r), parent_username: r.parent_username, turnover: turnovers.get(r.id) ?? null }));
}

/** Requests of one part of the line, newest first, with how many of each type still wait for a decision (the menu badge). */
export async function listAgencyStatements(db: Kysely<Database>, partnerId: number, filter: AgencyStatementFilter) {
  let base = ofLine(db, partnerId, filter.scope);
  if (filter.type) base = base.where('s.type', '=', filter.type);
  if (filter.status === 'open') base = base.where('s.status', 'in', ['request', 'waiting']);
  else if (filter.status) base = base.where('s.status', '=', filter.status);
  if (filter.username) base = base.where(sql<string>`lower(u.username)`, '=', filter.username.toLowerCase());
  if (filter.from) base = base.where('s.created_at', '>=', seoulDayStart(filter.from));
  if (filter.to) base = base.where('s.created_at', '<', seoulDayEnd(filter.to));
  const [{ items: rows, total }, open] = await Promise.all([
    readPage(select(base).orderBy('s.created_at', 'desc').orderBy('s.id', 'desc'), base, filter),
    ofLine(db, partnerId, filter.scope)
      .where('s.status', 'in', ['request', 'waiting'])
      .select([sql<number>`count(*) FILTER (WHERE s.type = 'deposit')::int`.as('deposit'), sql<number>`count(*) FILTER (WHERE s.type = 'withdraw')::int`.as('withdraw')])
      .executeTakeFirstOrThrow(),
  ]);
  return { items: await viewsOf(db, partnerId, rows), total, open };
}

/**
 * The line's requests still waiting for a decision, split as the two lists split them; the total
 * is everything the caller may decide (it decides its sub-partners' members' requests too), so the
 * menu badge and the dashboard's waiting counts agree.
 */
export async function openRequests(db: Kysely<Database>, partnerId: number) {
  const open = (scope: StatementScope, type: StatementType) =>
    sql<number>`count(*) FILTER (WHERE ${scope === 'members' ? sql`u.parent_id = ${partnerId}` : sql`u.parent_id <> ${partnerId}`} AND s.type = ${type})::int`;
  const row = await ofLine(db, partnerId)
    .where('s.status', 'in', ['request', 'waiting'])
    .select([
      open('members', 'deposit').as('members_deposit'),
      open('members', 'withdraw').as('members_withdraw'),
      open('sub', 'deposit').as('sub_deposit'),
      open('sub', 'withdraw').as('sub_withdraw'),
    ])
    .executeTakeFirstOrThrow();
  const members = { deposit: row.members_deposit, withdraw: row.members_withdraw };
  const sub = { deposit: row.sub_deposit, withdraw: row.sub_withdraw };
  return { members, sub, total: members.deposit + members.withdraw + sub.deposit + sub.withdraw };
}

/** One request of the line; any other id is not found. */
export async function agencyStatement(db: Kysely<Database>, partnerId: number, id: number) {
  const row = await select(ofLine(db, partnerId)).where('s.id', '=', id).executeTakeFirst();
  if (!row) throw new AppError(404, 'NOT_FOUND', 'wallet.statement_not_found');
  return (await viewsOf(db, partnerId, [row]))[0]!;
}
