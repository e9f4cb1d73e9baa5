import type { RollingRates } from '@casino/contract';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database, GameTypeCode } from '../db/schema';
import { containsPattern } from '../db/contains-pattern';
import { AppError } from '../http/app-error';
import { recordAudit } from './audit';
import { directChild } from './scope';

const GAME_TYPES: GameTypeCode[] = ['casino', 'slot', 'lotto'];

/** A user's rates by game type; no row is 0 (migration 006). */
async function ratesOf(db: Kysely<Database>, userIds: number[]): Promise<Map<number, RollingRates>> {
  const rates = new Map<number, RollingRates>(userIds.map((id) => [id, { casino: 0, slot: 0, lotto: 0 }]));
  if (userIds.length === 0) return rates;
  const rows = await db.selectFrom('rolling_rates').select(['user_id', 'game_type', 'rate_bp']).where('user_id', 'in', userIds).execute();
  for (const row of rows) rates.get(row.user_id)![row.game_type as keyof RollingRates] = row.rate_bp;
  return rates;
}

/** The caller's own rates and a page of its direct children's. */
export async function rollingSetting(db: Kysely<Database>, partnerId: number, filter: { username?: string; page: number; pageSize: number }) {
  let base = db.selectFrom('users as u').where('u.parent_id', '=', partnerId);
  if (filter.username) base = base.where(sql<string>`lower(u.username)`, 'like', containsPattern(filter.username.toLowerCase()));
  const [children, count] = await Promise.all([
    base
      .select(['u.id', 'u.username', 'u.nickname', 'u.level'])
      .orderBy('u.role', 'desc')
      .orderBy('u.username')
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  const rates = await ratesOf(db, [partnerId, ...children.map((c) => c.id)]);
  return { own: rates.get(partnerId)!, items: children.map((c) => ({ ...c, rates: rates.get(c.id)! })), total: count.total };
}

const formatPercent = (bp: number) => `${(bp / 100).toFixed(2).replace(/\.?0+$/, '')}%`;

/**
 * Sets a direct child's rates. The caller's own rates cap them and the child's children's rates
 * floor them; both are read under a lock on the rows involved (the parent's and the child's
 * children's, FOR SHARE; the child's, by the upsert), so a rate changed beside this one cannot
 * slip between the check and the write. The migration's trigger checks the same rule again.
 */
export async function setChildRates(trx: Transaction<Database>, partnerId: number, ip: string, childId: number, wanted: Partial<RollingRates>) {
  const child = await directChild(trx, partnerId, childId);
  await trx.selectFrom('rolling_rates').select('user_id').where('user_id', '=', partnerId).forShare().execute();
  const grandchildren = await trx.selectFrom('users').select('id').where('parent_id', '=', child.id).execute();
  const grandchildRows = grandchildren.length
    ? await trx.selectFrom('rolling_rates').select(['game_type', 'rate_bp']).where('user_id', 'in', grandchildren.map((g) => g.id)).forShare().execute()
    : [];
  const [own, before] = [(await ratesOf(trx, [partnerId])).get(partnerId)!, (await ratesOf(trx, [child.id])).get(child.id)!];
  for (const type of GAME_TYPES) {
    const rate = wanted[type];
    if (rate === undefined) continue;
    if (rate > own[type]) throw new AppError(409, 'CONFLICT', `partner.rate_above_parent_${type}`, { rate: formatPercent(own[type]) });
    const floor = Math.max(0, ...grandchildRows.filter((r) => r.game_type === type).map((r) => r.rate_bp));
    if (rate < floor) throw new AppError(409, 'CONFLICT', `partner.rate_below_child_${type}`, { rate: formatPercent(floor) });
  }
  const changes = GAME_TYPES.filter((type) => wanted[type] !== undefined && wanted[type] !== before[type]);
  for (const type of changes) {
    await trx
      .insertInto('rolling_rates')
      .values({ user_id: child.id, game_type: type, rate_bp: wanted[type]! })
      .onConflict((oc) => oc.columns(['user_id', 'game_type']).doUpdateSet({ rate_bp: wanted[type]!, updated_at: sql<Date>`now()` }))
      .execute();
  }
  const after = { ...before, ...Object.fromEntries(changes.map((type) => [type, wanted[type]!])) };
  if (changes.length > 0) await recordAudit(trx, { actorId: partnerId, actorIp: ip, action: 'rolling.rate', targetId: child.id, before: { ...before }, after });
  return { id: child.id, username: child.username, nickname: child.nickname, level: child.level, rates: after };
}
