import type { BodyOf, DataOf, QueryOf, StaffBrand, staffBrandUpdate, StaffGame, staffGameList, staffGameTypeList, staffGameUpdate } from '@casino/contract';
import { sql, type Kysely } from 'kysely';
import { containsPattern } from '../../db/contains-pattern';
import type { Db } from '../../db/pool';
import type { Database, GameTypeCode } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { recordAudit } from '../../partners/audit';
import type { Staff } from '../../support/staff/staff-scope';
import { readPage } from '../../db/paging';

/*
 * The catalog as the site's operators arrange it: names, images, places and active or withdrawn.
 * The providers deliver the games; nothing here creates one. Members' reads come from the response
 * cache, dropped when these tables change (the change feed), so a withdrawal shows at once.
 */

export async function listStaffGameTypes(db: Kysely<Database>): Promise<DataOf<typeof staffGameTypeList>> {
  const { rows } = await sql<{ code: GameTypeCode; brand_count: number; game_count: number }>`
    SELECT t.code,
           (SELECT count(*) FROM game_brands b WHERE b.game_type = t.code)::int AS brand_count,
           (SELECT count(*) FROM games g JOIN game_brands b ON b.id = g.brand_id WHERE b.game_type = t.code)::int AS game_count
    FROM game_types t ORDER BY t.sort, t.code`.execute(db);
  return { items: rows };
}

function brands(db: Kysely<Database>) {
  return db
    .selectFrom('game_brands as b')
    .select([
      'b.id',
      'b.game_type',
      'b.code',
      'b.name',
      'b.logo_url',
      'b.active',
      'b.sort',
      'b.provider',
      sql<number>`(SELECT count(*) FROM games g WHERE g.brand_id = b.id)::int`.as('game_count'),
      sql<number>`(SELECT count(*) FROM games g WHERE g.brand_id = b.id AND g.active)::int`.as('active_game_count'),
    ]);
}

export async function listStaffBrands(db: Kysely<Database>, type: GameTypeCode): Promise<StaffBrand[]> {
  return brands(db).where('b.game_type', '=', type).orderBy('b.sort').orderBy('b.id').execute();
}

export async function updateStaffBrand(db: Db, staff: Staff, input: BodyOf<typeof staffBrandUpdate>): Promise<StaffBrand> {
  const change = { name: input.name.trim(), logo_url: input.logo_url, sort: input.sort, active: input.active };
  await db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('game_brands').select(['name', 'logo_url', 'sort', 'active']).where('id', '=', input.id).forUpdate().executeTakeFirst();
    if (!before) throw new AppError(404, 'NOT_FOUND', 'games.brand_not_found');
    await trx.updateTable('game_brands').set(change).where('id', '=', input.id).execute();
    await recordAudit(trx, { actorId: staff.userId, actorIp: staff.ip, action: before.active && !change.active ? 'game_brand.withdraw' : 'game_brand.update', targetId: null, subject: `game_brand:${input.id}`, before, after: change });
  });
  return brands(db).where('b.id', '=', input.id).executeTakeFirstOrThrow();
}

const GAME_COLUMNS = ['id', 'brand_id', 'code', 'name', 'image_url', 'active', 'sort'] as const;

export async function listStaffGames(db: Kysely<Database>, query: QueryOf<typeof staffGameList>): Promise<DataOf<typeof staffGameList>> {
  const brand = await db.selectFrom('game_brands').select('id').where('id', '=', query.brand_id).executeTakeFirst();
  if (!brand) throw new AppError(404, 'NOT_FOUND', 'games.brand_not_found');
  let base = db.selectFrom('games').where('brand_id', '=', query.brand_id);
  if (query.search?.trim()) {
    const pattern = containsPattern(query.search.trim().toLowerCase());
    base = base.where((eb) => eb.or([eb(sql<string>`lower(name)`, 'like', pattern), eb(sql<string>`lower(code)`, 'like', pattern)]));
  }
  if (query.active !== undefined) base = base.where('active', '=', query.active);
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? 20;
  return readPage(base.select([...GAME_COLUMNS]).orderBy('sort').orderBy('id'), base, { page, pageSize });
}

export async function updateStaffGame(db: Db, staff: Staff, input: BodyOf<typeof staffGameUpdate>): Promise<StaffGame> {
  const change = { name: input.name.trim(), image_url: input.image_url, sort: input.sort, active: input.active };
  return db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('games').select(['name', 'image_url', 'sort', 'active']).where('id', '=', input.id).forUpdate().executeTakeFirst();
    if (!before) throw new AppError(404, 'NOT_FOUND', 'games.game_not_found');
    const after = await trx.updateTable('games').set(change).where('id', '=', input.id).returning([...GAME_COLUMNS]).executeTakeFirstOrThrow();
    await recordAudit(trx, { actorId: staff.userId, actorIp: staff.ip, action: before.active && !change.active ? 'game.withdraw' : 'game.update', targetId: null, subject: `game:${input.id}`, before, after: change });
    return after;
  });
}
