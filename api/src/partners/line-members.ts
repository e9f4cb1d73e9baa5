import type { LineMemberSort } from '@casino/contract';
import type { Static } from '@sinclair/typebox';
import { sql, type Kysely } from 'kysely';
import type { Database, UserState } from '../db/schema';
import { containsPattern } from '../db/contains-pattern';
import { userOnline } from '../auth/presence';
import { downlineOf } from '../users/downline';

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

/** The members of a partner's whole downline, for the membership screen. */
export async function listLineMembers(db: Kysely<Database>, partnerId: number, filter: LineMemberFilter) {
  let base = db.selectFrom('users as u').where('u.role', '=', 'member').where('u.id', 'in', downlineOf(partnerId));
  if (filter.search) {
    const pattern = containsPattern(filter.search.toLowerCase());
    base = base.where((eb) => eb.or([eb(sql<string>`lower(u.username)`, 'like', pattern), eb(sql<string>`lower(u.nickname)`, 'like', pattern)]));
  }
  if (filter.state) base = base.where('u.state', '=', filter.state);
  if (filter.grade) base = base.where('u.grade', '=', filter.grade);
  if (filter.partnerUsername) {
    const name = filter.partnerUsername.toLowerCase();
    base = base.where('u.parent_id', 'in', (eb) => eb.selectFrom('users as f').select('f.id').where(sql<string>`lower(f.username)`, '=', name));
  }
  const order = filter.order ?? 'desc';
  const sortKey = {
    created_at: sql`u.created_at`,
    username: sql`lower(u.username)`,
    cash: sql`cash.balance`,
    last_login_at: sql`u.last_login_at`,
  }[filter.sort ?? 'created_at'];
  // The page's ids first, then its rows: a deep page (offset 50,000) must not compute each skipped row's columns.
  const [page, count] = await Promise.all([
    base
      .innerJoin('ledger_accounts as cash', (j) => j.onRef('cash.user_id', '=', 'u.id').on('cash.kind', '=', 'member_cash'))
      .select('u.id')
      .orderBy(sql`${sortKey} ${sql.raw(order === 'asc' ? 'ASC' : 'DESC')} NULLS LAST`)
      .orderBy('u.id', order)
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  const ids = page.map((r) => r.id);
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
    total: count.total,
  };
}

/**
 * Sign-ins of the line (or of one of its accounts): successes from `login_history`, which keeps
 * the device, and refusals from `login_attempts`, which keeps the outcome, newest first.
 */
export async function lineLoginHistory(db: Kysely<Database>, partnerId: number, filter: { userId?: number; page: number; pageSize: number }) {
  const accounts = filter.userId === undefined ? sql`(SELECT id FROM users WHERE id IN ${downlineOf(partnerId)})` : sql`(${filter.userId})`;
  const events = sql`(
    SELECT u.username, u.nickname, h.ip, h.user_agent AS device, 'success' AS result, h.created_at
      FROM login_history h JOIN users u ON u.id = h.user_id WHERE h.user_id IN ${accounts}
    UNION ALL
    SELECT u.username, u.nickname, a.ip, '' AS device, a.outcome AS result, a.created_at
      FROM login_attempts a JOIN users u ON lower(u.username) = a.username_key
      WHERE a.outcome <> 'success' AND u.id IN ${accounts}
  )`;
  const offset = (filter.page - 1) * filter.pageSize;
  const [rows, count] = await Promise.all([
    sql<{ username: string; nickname: string; ip: string; device: string; result: 'success' | 'bad_credentials' | 'stopped'; created_at: Date }>`
      SELECT * FROM ${events} e ORDER BY e.created_at DESC LIMIT ${filter.pageSize} OFFSET ${offset}`.execute(db),
    sql<{ total: number }>`SELECT count(*)::int AS total FROM ${events} e`.execute(db),
  ]);
  return { items: rows.rows.map((r) => ({ ...r, created_at: r.created_at.toISOString() })), total: count.rows[0]!.total };
}
