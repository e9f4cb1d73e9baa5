import { GameType } from '@casino/contract';
import { Value } from '@sinclair/typebox/value';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { PageChecks } from '../web/spa-routes';

/**
 * Which lobby paths are pages: a game type of the contract, and a brand of that type that is on
 * show (what the games remote finds). Anything else is the 'Page not found' status (spec 8),
 * though the remote shows its own words for it.
 */
export function lobbyPageChecks(db: Kysely<Database>): PageChecks {
  const isType = (type: string | undefined): type is GameType => Value.Check(GameType, type);
  return {
    '/game/:type': async ({ type }) => isType(type),
    '/game/:type/:brand': async ({ type, brand }) => {
      if (!isType(type) || brand === undefined) return false;
      const row = await db.selectFrom('game_brands').select('id').where('game_type', '=', type).where('code', '=', brand).where('active', '=', true).executeTakeFirst();
      return row !== undefined;
    },
  };
}
