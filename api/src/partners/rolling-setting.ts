import type { RollingRates } from '@casino/contract';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database, GameTypeCode } from '../db/schema';
import { containsPattern } from '../db/contains-pattern';
import { recordAudit } from './audit';
import { lockRateLine, rateAboveParent, rateBelowChild, rateRefusal } from './rate-rules';
import { directChild } from './scope';
import { readPage } from '../db/paging';

const GAME_TYPES: GameTypeCode[] = ['casino', 'slot', 'lotto'];

/** A user's rates by game type; no row is 0 (migration 006). */
async function ratesOf(db: Kysely<Database>, userIds: number[]): Promise<Map<number, RollingRates>> {
  const rates = new Map<number, RollingRates>(userIds.map((id) => [id, { casino: 0, slot: 0, lotto: 0 }]));
  if (userIds.length === 0) return rates;
  const rows = await db.selectFrom('rolling_rates').select(['user_id', 'game_type', 'rate_bp']).where('user_id', 'in', userIds).execute();
  for (const row of rows) rates.get(row.user_id)![row.game_type as keyof RollingRates] = row.rate_bp;
  return rates;
}

/** The highest rate among the account's direct children, by game type (0 without any). */
async function highestChildRates(db: Kysely<Database>, userId: number): Promise<RollingRates> {
  const rows = await db
    .selectFrom('users as c')
    .innerJoin('rolling_rates as r', 'r.user_id', 'c.id')
    .select(['r.game_type', (eb) => eb.fn.max('r.rate_bp').as('rate_bp')])
    .where('c.parent_id', '=', userId)
    .groupBy('r.game_type')
    .execute();
  const highest: RollingRates = { casino: 0, slot: 0, lotto: 0 };
  for (const row of rows) highest[row.game_type as keyof RollingRates] = Number(row.rate_bp);
  return highest;
}

/** The caller's own rates and a page of its direct children's. */
export async function rollingSetting(db: Kysely<Database>, partnerId: number, filter: { username?: string; page: number; pageSize: number }) {
  let base = db.selectFrom('users as u').where('u.parent_id', '=', partnerId);
  if (filter.username) base = base.where(sql<string>`lower(u.username)`, 'like', containsPattern(filter.username.toLowerCase()));
  const { items: children, total } = await readPage(
    base
      .select(['u.id', 'u.username', 'u.nickname', 'u.level'])
      .orderBy('u.role', 'desc')
      .orderBy('u.username'),
    base,
    filter,
  );
  const rates = await ratesOf(db, [partnerId, ...children.map((c) => c.id)]);
  return { own: rates.get(partnerId)!, items: children.map((c) => ({ ...c, rates: rates.get(c.id)! })), total };
}

/**
 * Sets a direct child's rates. The caller's own rates cap them and the child's children's rates
 * floor them; both are read after the line's locks (rate-rules.ts), so no change beside this one
 * can slip between the check and the write, and racing changes wait instead of deadlocking. The
 * migration's trigger checks the same rule again; a refusal of its own is the same 409.
 */
export async function setChildRates(trx: Transaction<Database>, partnerId: number, ip: string, childId: number, wanted: Partial<RollingRates>) {
  const child = await directChild(trx, partnerId, childId);
  await lockRateLine(trx, partnerId, child.id);
  const rates = await ratesOf(trx, [partnerId, child.id]);
  const [own, before, floor] = [rates.get(partnerId)!, rates.get(child.id)!, await highestChildRates(trx, child.id)];
  for (const type of GAME_TYPES) {
    const rate = wanted[type];
    if (rate === undefined) continue;
    if (rate > own[type]) throw rateAboveParent(type, own[type]);
    if (rate < floor[type]) throw rateBelowChild(type, floor[type]);
  }
  const changes = GAME_TYPES.filter((type) => wanted[type] !== undefined && wanted[type] !== before[type]);
  try {
    for (const type of changes) {
      await trx
        .insertInto('rolling_rates')
        .values({ user_id: child.id, game_type: type, rate_bp: wanted[type]! })
        .onConflict((oc) => oc.columns(['user_id', 'game_type']).doUpdateSet({ rate_bp: wanted[type]!, updated_at: sql<Date>`now()` }))
        .execute();
    }
  } catch (error) {
    throw rateRefusal(error) ?? error;
  }
  const after = { ...before, ...Object.fromEntries(changes.map((type) => [type, wanted[type]!])) };
  if (changes.length > 0) await recordAudit(trx, { actorId: partnerId, actorIp: ip, action: 'rolling.rate', targetId: child.id, before: { ...before }, after });
  return { id: child.id, username: child.username, nickname: child.nickname, level: child.level, rates: after };
}
