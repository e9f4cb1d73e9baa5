import { sql, type Kysely } from 'kysely';
import type { Database, Level, UserState } from '../db/schema';
import { containsPattern } from '../db/contains-pattern';
import { userOnline } from '../auth/presence';
import { lineHoldings } from './line-holdings';
import { readPage } from '../db/paging';

export interface ChildFilter {
  parentId: number;
  level?: Level;
  state?: UserState;
  username?: string;
  page: number;
  pageSize: number;
}

const balanceOf = (kind: string) =>
  sql<number>`coalesce((SELECT b.balance FROM ledger_balances b WHERE b.user_id = u.id AND b.kind = ${kind}), 0)`;

/**
 * The direct children of one partner (the caller, or a partner of its downline: the route checks
 * which), with what each holds, whether it is online, and, for partners, the size of its line.
 */
export async function listChildren(db: Kysely<Database>, filter: ChildFilter) {
  let base = db.selectFrom('users as u').where('u.parent_id', '=', filter.parentId);
  if (filter.level) base = base.where('u.level', '=', filter.level);
  if (filter.state) base = base.where('u.state', '=', filter.state);
  if (filter.username) {
    const pattern = containsPattern(filter.username.toLowerCase());
    base = base.where((eb) => eb.or([eb(sql<string>`lower(u.username)`, 'like', pattern), eb(sql<string>`lower(u.nickname)`, 'like', pattern)]));
  }
  const { items: rows, total } = await readPage(
    base
      .select([
        'u.id',
        'u.username',
        'u.nickname',
        'u.level',
        'u.role',
        'u.state',
        'u.bank_name',
        'u.created_at',
        'u.last_login_at',
        sql<number>`CASE WHEN u.role = 'member' THEN ${balanceOf('member_cash')} ELSE ${balanceOf('partner_balance')} END`.as('balance'),
        balanceOf('member_credit').as('credit'),
        balanceOf('rolling_point').as('rolling_point'),
        userOnline().as('online'),
        sql<Date | null>`(SELECT max(s.processed_at) FROM statements s WHERE s.user_id = u.id AND s.type = 'deposit' AND s.status = 'approve')`.as('last_deposit_at'),
      ])
      .orderBy('u.created_at', 'desc')
      .orderBy('u.id', 'desc'),
    base,
    filter,
  );
  const sizes = await lineSizes(db, rows.filter((r) => r.role === 'partner').map((r) => r.id));
  return {
    items: rows.map((r) => ({
      id: r.id,
      username: r.username,
      nickname: r.nickname,
      level: r.level,
      state: r.state,
      balance: r.balance,
      credit: r.credit,
      rolling_point: r.rolling_point,
      bank_name: r.bank_name,
      online: r.online,
      members: sizes.get(r.id)?.members ?? 0,
      partners: sizes.get(r.id)?.partners ?? 0,
      created_at: r.created_at.toISOString(),
      last_login_at: r.last_login_at?.toISOString() ?? null,
      last_deposit_at: r.last_deposit_at ? new Date(r.last_deposit_at).toISOString() : null,
    })),
    total,
  };
}

/** How many members and partners each of `partnerIds` has below it, at any depth, in one query. */
async function lineSizes(db: Kysely<Database>, partnerIds: number[]): Promise<Map<number, { members: number; partners: number }>> {
  if (partnerIds.length === 0) return new Map();
  const { rows } = await sql<{ root: number; members: number; partners: number }>`
    SELECT a.ancestor_id AS root, count(*) FILTER (WHERE u.role = 'member')::int AS members, count(*) FILTER (WHERE u.role = 'partner')::int AS partners
    FROM user_ancestors a JOIN users u ON u.id = a.user_id
    WHERE a.ancestor_id IN (${sql.join(partnerIds)})
    GROUP BY a.ancestor_id`.execute(db);
  return new Map(rows.map((r) => [r.root, { members: r.members, partners: r.partners }]));
}

/** The partner's own balance and rolling points (live), and what its whole downline holds. */
export async function balanceTotals(db: Kysely<Database>, partnerId: number) {
  const [own, line] = await Promise.all([ownHoldings(db, partnerId), lineHoldings(db, partnerId)]);
  return {
    balance: own.balance,
    rolling_point: own.rolling_point,
    downline: {
      member_cash: line.member_cash,
      member_credit: line.member_credit,
      member_rolling_point: line.member_rolling_point,
      member_withdraw_hold: line.member_withdraw_hold,
      partner_balance: line.partner_balance,
      members: line.members,
      partners: line.partners,
    },
    as_of: line.as_of.toISOString(),
  };
}

/** The partner's own balance and rolling points, live. */
export async function ownHoldings(db: Kysely<Database>, partnerId: number) {
  const own = await db.selectFrom('ledger_balances').select(['kind', 'balance']).where('user_id', '=', partnerId).execute();
  const held = (kind: string) => own.find((r) => r.kind === kind)?.balance ?? 0;
  return { balance: held('partner_balance'), rolling_point: held('rolling_point') };
}
