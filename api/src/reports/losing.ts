import type { LosingFigure } from '@casino/contract';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database, Level } from '../db/schema';
import { AppError } from '../http/app-error';
import { recordAudit } from '../partners/audit';
import { findAccountId, houseAccountId } from '../wallet/accounts';
import { post } from '../wallet/ledger';
import { losingFigure, type LineAccountRow } from './losing-figure';
import { dayAfter, type LosingPeriod } from './losing-period';

type Db = Kysely<Database>;

interface SettlementRow {
  partner_id: number;
  figure: Omit<LosingFigure, 'settled'>;
  paid: number;
  created_at: Date;
  settled_by: string;
}

/** The settlements of exactly this period, by partner. */
async function settlementsOf(db: Db, partnerIds: number[], period: LosingPeriod) {
  if (partnerIds.length === 0) return new Map<number, SettlementRow>();
  const { rows } = await sql<SettlementRow>`
    SELECT s.partner_id, s.figure, s.paid, s.created_at, u.username AS settled_by FROM losing_settlements s JOIN users u ON u.id = s.settled_by
    WHERE s.partner_id = ANY(${partnerIds}::bigint[]) AND s.period = daterange(${period.from}::date, ${period.to}::date, '[]')`.execute(db);
  return new Map(rows.map((r) => [Number(r.partner_id), r]));
}

/** A settled period shows the figure as settled; an open one is worked out now. */
async function figureOf(db: Db, partner: LineAccountRow, period: LosingPeriod, settled: SettlementRow | undefined): Promise<LosingFigure> {
  if (settled) return { ...settled.figure, settled: { at: new Date(settled.created_at).toISOString(), paid: Number(settled.paid), by: settled.settled_by } };
  return { ...(await losingFigure(db, partner, period)), settled: null };
}

/** The caller's figure and a page of its line's partners' figures (by level, then ID). */
export async function losingReport(db: Db, callerId: number, period: LosingPeriod, page: number, pageSize: number) {
  const own = await db.selectFrom('users').select(['id', 'username', 'level']).where('id', '=', callerId).executeTakeFirstOrThrow();
  const { rows: partners } = await sql<LineAccountRow & { total: number }>`
    SELECT u.id, u.username, u.level, count(*) OVER ()::int AS total FROM user_ancestors a JOIN users u ON u.id = a.user_id
    WHERE a.ancestor_id = ${callerId} AND a.user_role = 'partner'
    ORDER BY a.depth, lower(u.username) LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`.execute(db);
  const settled = await settlementsOf(db, [callerId, ...partners.map((p) => Number(p.id))], period);
  const ownAccount = { id: own.id, username: own.username, level: own.level as Level };
  const [ownFigure, ...items] = await Promise.all([
    figureOf(db, ownAccount, period, settled.get(callerId)),
    ...partners.map((p) => figureOf(db, { id: Number(p.id), username: p.username, level: p.level }, period, settled.get(Number(p.id)))),
  ]);
  const total = partners[0]?.total ?? (await countLinePartners(db, callerId));
  return { period, own: ownFigure!, items, total };
}

async function countLinePartners(db: Db, callerId: number) {
  const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM user_ancestors a WHERE a.ancestor_id = ${callerId} AND a.user_role = 'partner'`.execute(db);
  return rows[0]!.n;
}

const isExclusionViolation = (error: unknown) => (error as { code?: string }).code === '23P01';

/**
 * Settles a closed period for the master and every partner of its line, one transaction each:
 * the figure worked out inside it, the payment (house to the partner's balance, idempotency key
 * per partner and period) and the settlement row, whose exclusion constraint lets one settlement
 * per partner cover any day. A partner already settled for an overlapping period, or for a later
 * one (its carry would be wrong), is counted as already settled and nothing moves for it.
 */
export async function settleLosing(db: Db, masterId: number, ip: string, period: LosingPeriod) {
  if (!period.closed) throw new AppError(409, 'CONFLICT', 'report.period_open', { day: dayAfter(period) });
  const { rows: partners } = await sql<LineAccountRow>`
    SELECT u.id, u.username, u.level FROM users u WHERE u.id = ${masterId}
    UNION ALL
    SELECT u.id, u.username, u.level FROM user_ancestors a JOIN users u ON u.id = a.user_id WHERE a.ancestor_id = ${masterId} AND a.user_role = 'partner'
    ORDER BY id`.execute(db);
  const house = await houseAccountId(db);
  let settled = 0;
  let already = 0;
  let paid = 0;
  for (const partner of partners) {
    try {
      const amount = await db.transaction().execute((trx) => settleOne(trx, { id: Number(partner.id), username: partner.username, level: partner.level }, period, { masterId, ip, house }));
      if (amount === null) already += 1;
      else {
        settled += 1;
        paid += amount;
      }
    } catch (error) {
      if (!isExclusionViolation(error)) throw error;
      already += 1;
    }
  }
  return { period, settled, already, paid };
}

async function settleOne(trx: Transaction<Database>, partner: LineAccountRow, period: LosingPeriod, by: { masterId: number; ip: string; house: number }): Promise<number | null> {
  // One settlement of a partner at a time, so the carry read below is the last one.
  await sql`SELECT pg_advisory_xact_lock(hashtext('casino:losing:' || ${partner.id}::text))`.execute(trx);
  const { rows: later } = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM losing_settlements s WHERE s.partner_id = ${partner.id} AND upper(s.period) > ${period.from}::date`.execute(trx);
  if (later[0]!.n > 0) return null;
  const figure = await losingFigure(trx, partner, period);
  let ledgerTransactionId: number | null = null;
  if (figure.payable > 0) {
    const balance = await findAccountId(trx, partner.id, 'partner_balance');
    const posted = await post(trx, {
      kind: 'losing_settlement',
      idempotencyKey: `losing:${partner.id}:${period.from}:${period.to}`,
      memo: `${period.kind} ${period.from}..${period.to}`,
      entries: [
        { accountId: by.house, amount: -figure.payable },
        { accountId: balance, amount: figure.payable },
      ],
    });
    if (posted.replayed) return null;
    ledgerTransactionId = posted.transactionId;
  }
  await trx
    .insertInto('losing_settlements')
    .values({
      partner_id: partner.id,
      period_kind: period.kind,
      period: `[${period.from},${period.to}]`,
      figure: JSON.stringify(figure),
      total: figure.total,
      carry_in: figure.carry_in,
      paid: figure.payable,
      carry_out: figure.carry_out,
      ledger_transaction_id: ledgerTransactionId,
      settled_by: by.masterId,
    })
    .execute();
  await recordAudit(trx, {
    actorId: by.masterId,
    actorIp: by.ip,
    action: 'losing.settle',
    targetId: partner.id,
    before: { carry_in: figure.carry_in },
    after: { period: `${period.kind} ${period.from}..${period.to}`, total: figure.total, paid: figure.payable, carry_out: figure.carry_out },
  });
  return figure.payable;
}
