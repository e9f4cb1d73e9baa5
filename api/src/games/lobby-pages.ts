import { GameType } from '@casino/contract';
import { Value } from '@sinclair/typebox/value';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { ResponseCache } from '../http/response-cache';
import type { PageChecks } from '../web/spa-routes';

/**
 * Which lobby paths are pages: a game type of the contract, and a brand of that type that is on
 * show (what the games remote finds). Anything else is the 'Page not found' status (spec 8),
 * though the remote shows its own words for it. The brands on show are read once and kept until
 * the catalog changes: every lobby page asks.
 */
export function lobbyPageChecks(db: Kysely<Database>, cache: ResponseCache): PageChecks {
  const isType = (type: string | undefined): type is GameType => Value.Check(GameType, type);
  const brandsOnShow = () =>
    cache.value('lobby:brands-on-show', ['game_brands'], async () => {
      const rows = await db.selectFrom('game_brands').select(['game_type', 'code']).where('active', '=', true).execute();
      return rows.map((row) => `${row.game_type}/${row.code}`);
    });
  return {
    '/game/:type': async ({ type }) => isType(type),
    '/game/:type/:brand': async ({ type, brand }) => isType(type) && brand !== undefined && (await brandsOnShow()).includes(`${type}/${brand}`),
  };
}
