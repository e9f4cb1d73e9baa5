import { sql } from 'kysely';
import type { Db } from '../../db/pool';
import type { GameTypeCode } from '../../db/schema';

/**
 * Whether a member may play a game of `brandId` (of type `gameType`). The most specific rule
 * wins: the member's own brand rule, its own type rule, then its partner's defaults for members
 * (brand, then type). No rule at all: allowed.
 */
export async function mayPlay(db: Db, userId: number, gameType: GameTypeCode, brandId: number): Promise<boolean> {
  const { rows } = await sql<{ allowed: boolean }>`
    SELECT p.allowed
    FROM users u
    JOIN game_permissions p
      ON p.user_id IN (u.id, u.parent_id) AND p.game_type = ${gameType} AND (p.brand_id IS NULL OR p.brand_id = ${brandId})
    WHERE u.id = ${userId}
    ORDER BY (p.user_id = u.id) DESC, (p.brand_id IS NOT NULL) DESC
    LIMIT 1`.execute(db);
  return rows[0]?.allowed ?? true;
}

export interface DefaultPermission {
  game_type: GameTypeCode;
  brand_id: number | null;
  allowed: boolean;
}

/**
 * A partner's defaults for its members: one row per game type (allowed unless the partner
 * denies it), then each brand rule it has set, by type and brand.
 */
export async function memberDefaults(db: Db, partnerId: number): Promise<DefaultPermission[]> {
  const { rows } = await sql<DefaultPermission>`
    SELECT t.code AS game_type, NULL::bigint AS brand_id, coalesce(p.allowed, true) AS allowed, t.sort, 0 AS brand_sort
    FROM game_types t
    LEFT JOIN game_permissions p ON p.user_id = ${partnerId} AND p.game_type = t.code AND p.brand_id IS NULL
    UNION ALL
    SELECT p.game_type, p.brand_id, p.allowed, t.sort, p.brand_id AS brand_sort
    FROM game_permissions p JOIN game_types t ON t.code = p.game_type
    WHERE p.user_id = ${partnerId} AND p.brand_id IS NOT NULL
    ORDER BY sort, brand_sort`.execute(db);
  return rows.map(({ game_type, brand_id, allowed }) => ({ game_type, brand_id, allowed }));
}
