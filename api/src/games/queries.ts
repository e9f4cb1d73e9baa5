import { containsPattern } from '../db/contains-pattern';
import { sql, type Kysely } from 'kysely';
import type { Database, GameTypeCode } from '../db/schema';
import { readPage } from '../db/paging';

/** Active brands with the number of their active games. */
function brands(db: Kysely<Database>) {
  return db
    .selectFrom('game_brands as b')
    .select(['b.id', 'b.game_type', 'b.code', 'b.name', 'b.logo_url'])
    .select((eb) =>
      eb
        .selectFrom('games as g')
        .whereRef('g.brand_id', '=', 'b.id')
        .where('g.active', '=', true)
        .select((e) => e.fn.countAll<number>().as('n'))
        .as('game_count'),
    )
    .where('b.active', '=', true);
}

export async function listBrands(db: Kysely<Database>, type: GameTypeCode) {
  const rows = await brands(db).where('b.game_type', '=', type).orderBy('b.sort').orderBy('b.id').execute();
  return rows.map((r) => ({ ...r, game_count: r.game_count ?? 0 }));
}

export async function findActiveBrand(db: Kysely<Database>, id: number) {
  const row = await brands(db).where('b.id', '=', id).executeTakeFirst();
  return row && { ...row, game_count: row.game_count ?? 0 };
}

/** A page of a brand's active games by sort then id; `search` matches the name case-insensitively. */
export async function listBrandGames(db: Kysely<Database>, brandId: number, search: string, page: number, pageSize: number) {
  let base = db.selectFrom('games').where('brand_id', '=', brandId).where('active', '=', true);
  if (search) base = base.where(sql<boolean>`lower(name) LIKE lower(${containsPattern(search)}) ESCAPE '\\'`);
  const { items, total } = await readPage(
    base
      .select(['id', 'code', 'name', 'image_url'])
      .orderBy('sort')
      .orderBy('id'),
    base,
    { page, pageSize },
  );
  return { items, total };
}
