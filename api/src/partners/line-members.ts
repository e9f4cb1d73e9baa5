import type { LineMemberSort } from '@casino/contract';
import type { Static } from '@sinclair/typebox';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database, LoginOutcome, UserState } from '../db/schema';
import { containsPattern } from '../db/contains-pattern';
import { userOnline } from '../auth/presence';
import { downlineOf } from '../users/downline';
import type { LineOrderSnapshots } from './line-order-snapshots';

export interface LineMemberFilter {
  search?: string;
  state?: UserState;
  grade?: number;
  partnerUsername?: string;
  sort?: Static<typeof LineMemberSort>;
  order?: 'asc' | 'desc';
  page: number;
  pageSize: number;
}

/*
 * A member's balance is its account row: only partner accounts take pending credits (migration
 * 019), so the member's rows need not go through the ledger_balances view, whose per-row
 * subquery a sort over 100,000 members would pay 100,000 times.
 */
const held = (kind: string) => sql<number>`coalesce((SELECT a.balance FROM ledger_accounts a WHERE a.user_id = u.id AND a.kind = ${kind}), 0)`;

/**
 * The members of a partner's whole downline, for the membership screen. The line and the state
 * are one index range of the closure table (migration 025); the users rows are joined only when
 * a filter or the sort needs them, and the page's ids come first, then its rows: a deep page
 * (offset 50,000) must not compute each skipped row's columns. A large list keeps its order a
 * short while (`LineOrderSnapshots`): its next pages are slices of it.
 */
export async function listLineMembers(db: Kysely<Database>, partnerId: number, filter: LineMemberFilter, snapshots?: LineOrderSnapshots) {
  const lineConditions = [sql`a.ancestor_id = ${partnerId}`, sql`a.user_role = 'member'`];
  if (filter.state) lineConditions.push(sql`a.user_state = ${filter.state}`);
  const userConditions: RawBuilder<unknown>[] = [];
  if (filter.search) {
    const pattern = containsPattern(filter.search.toLowerCase());
    userConditions.push(sql`(lower(u.username) LIKE ${pattern} OR lower(u.nickname) LIKE ${pattern})`);
  }
  if (filter.grade) userConditions.push(sql`u.grade = ${filter.grade}`);
  if (filter.partnerUsername) userConditions.push(sql`u.parent_id IN (SELECT f.id FROM users f WHERE lower(f.username) = ${filter.partnerUsername.toLowerCase()})`);
  const sort = filter.sort ?? 'created_at';
  const sortKey = { created_at: sql`u.created_at`, username: sql`lower(u.username)`, last_login_at: sql`u.last_login_at`, cash: sql`cash.balance` }[sort];
  const direction = sql.raw(filter.order === 'asc' ? 'ASC' : 'DESC');
  const from = (joinUsers: boolean, joinCash: boolean) =>
    sql`user_ancestors a
      ${joinUsers ? sql`JOIN users u ON u.id = a.user_id` : sql``}
      ${joinCash ? sql`JOIN ledger_accounts cash ON cash.user_id = a.user_id AND cash.kind = 'member_cash'` : sql``}
      WHERE ${sql.join([...lineConditions, ...(joinUsers ? userConditions : [])], sql` AND `)}`;
  const byUser = userConditions.length > 0;
  const ordering = sql`${sortKey} ${direction} NULLS LAST, a.user_id ${direction}`;
  const fromOrdered = from(byUser || sort !== 'cash', sort === 'cash');
  const offset = (filter.page - 1) * filter.pageSize;
  const key = JSON.stringify([partnerId, filter.search, filter.state, filter.grade, filter.partnerUsername, sort, filter.order]);
  const kept = snapshots?.get(key);
  let ids: number[];
  let total: number;
  if (kept) {
    ids = kept.slice(offset, offset + filter.pageSize);
    total = kept.length;
  } else {
    const [page, count] = await Promise.all([
      sql<{ id: number }>`SELECT a.user_id AS id FROM ${fromOrdered} ORDER BY ${ordering} LIMIT ${filter.pageSize} OFFSET ${offset}`.execute(db),
      sql<{ total: number }>`SELECT count(*)::int AS total FROM ${from(byUser, false)}`.execute(db),
    ]);
    ids = page.rows.map((r) => Number(r.id));
    total = count.rows[0]!.total;
    // The whole order as one text value: 100,000 rows would cost the API far more to parse.
    const wholeOrder = async () => {
      const { rows } = await sql<{ ids: string | null }>`SELECT string_agg(a.user_id::text, ',' ORDER BY ${ordering}) AS ids FROM ${fromOrdered}`.execute(db);
      return rows[0]?.ids ? rows[0].ids.split(',').map(Number) : [];
    };
    if (snapshots?.isLarge(total)) void snapshots.keep(key, wholeOrder);
  }
  const rows =
    ids.length === 0
      ? []
      : await db
          .selectFrom('users as u')
          .innerJoin('users as p', 'p.id', 'u.parent_id')
          .select([
            'u.id',
            'u.username',
            'u.nickname',
            'p.username as parent_username',
            'u.state',
            'u.grade',
            'u.created_at',
            'u.last_login_at',
            held('member_cash').as('cash'),
            held('member_credit').as('credit'),
            held('rolling_point').as('rolling_point'),
            userOnline().as('online'),
            sql<Date | null>`(SELECT max(s.processed_at) FROM statements s WHERE s.user_id = u.id AND s.type = 'deposit' AND s.status = 'approve')`.as('last_deposit_at'),
          ])
          .where('u.id', 'in', ids)
          .execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return {
    items: ids.map((id) => byId.get(id)!).map((r) => ({
      ...r,
      created_at: r.created_at.toISOString(),
      last_login_at: r.last_login_at?.toISOString() ?? null,
      last_deposit_at: r.last_deposit_at ? new Date(r.last_deposit_at).toISOString() : null,
    })),
    total,
  };
}

/**
 * Sign-ins of the line (or of one of its accounts): successes from `login_history`, which keeps
 * the device, and refusals from `login_attempts`, which keeps the outcome, newest first.
 */
export async function lineLoginHistory(db: Kysely<Database>, partnerId: number, filter: { userId?: number; page: number; pageSize: number }) {
  const accounts = filter.userId === undefined ? sql`(SELECT id FROM users WHERE id IN ${downlineOf(partnerId)})` : sql`(${filter.userId})`;
  const events = sql`(
    SELECT u.username, u.nickname, h.ip, h.user_agent AS device, 'success' AS result, h.created_at, 1 AS source, h.id
      FROM login_history h JOIN users u ON u.id = h.user_id WHERE h.user_id IN ${accounts}
    UNION ALL
    SELECT u.username, u.nickname, a.ip, '' AS device, a.outcome AS result, a.created_at, 0 AS source, a.id
      FROM login_attempts a JOIN users u ON lower(u.username) = a.username_key
      WHERE a.outcome <> 'success' AND u.id IN ${accounts}
  )`;
  const offset = (filter.page - 1) * filter.pageSize;
  const [rows, count] = await Promise.all([
    // Ties broken by source and id: rows written in one transaction share their time, and two pages must not share a row.
    sql<{ username: string; nickname: string; ip: string; device: string; result: LoginOutcome; created_at: Date }>`
      SELECT e.username, e.nickname, e.ip, e.device, e.result, e.created_at FROM ${events} e
      ORDER BY e.created_at DESC, e.source DESC, e.id DESC LIMIT ${filter.pageSize} OFFSET ${offset}`.execute(db),
    sql<{ total: number }>`SELECT count(*)::int AS total FROM ${events} e`.execute(db),
  ]);
  return { items: rows.rows.map((r) => ({ ...r, created_at: r.created_at.toISOString() })), total: count.rows[0]!.total };
}
