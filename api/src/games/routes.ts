import { gameBrandGames, gameBrandList, memberDefaultRoles, playGame as playGameEndpoint } from '@casino/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps';
import { AppError } from '../http/app-error';
import { addCachedEndpoint } from '../http/cached-endpoint';
import { addEndpoint } from '../http/endpoint-route';
import { playGame } from './launch/play-game';
import { memberDefaults } from './permissions/game-permissions';
import { ProviderUnavailableError } from './provider/game-provider';
import type { ProviderRegistry } from './provider/provider-registry';
import { findActiveBrand, listBrandGames, listBrands } from './queries';

export async function gameRoutes(app: FastifyInstance, deps: AppDeps & { providers: ProviderRegistry }) {
  // The catalog is the same for every caller (permissions are checked when a game is launched).
  const catalog = { tables: ['game_brands', 'games'] } as const;
  addCachedEndpoint(app, deps, 'games', gameBrandList, catalog, async ({ query }) => ({ items: await listBrands(deps.db, query.game_type) }));

  addCachedEndpoint(app, deps, 'games', gameBrandGames, catalog, async ({ params, query }) => {
    // An inactive brand is hidden exactly like an unknown one.
    const brand = await findActiveBrand(deps.db, params.id);
    if (!brand) throw new AppError(404, 'NOT_FOUND', 'error.game_brand_not_found');
    const games = await listBrandGames(deps.db, brand.id, query.search?.trim() ?? '', query.page ?? 1, query.pageSize ?? 20);
    return { brand, games };
  });

  addEndpoint(app, deps.authenticator, 'games', playGameEndpoint, async ({ auth, body, request }) => {
    try {
      return await playGame(deps.db, deps.providers, { user: auth, gameId: body.game_id, lang: request.lang, operatorOrigin: deps.config.publicOrigin });
    } catch (error) {
      if (!(error instanceof ProviderUnavailableError)) throw error;
      request.log.warn({ err: error }, 'game launch failed at the provider');
      throw new AppError(502, 'GAME_UNAVAILABLE', 'game.provider_unavailable');
    }
  });

  addEndpoint(app, deps.authenticator, 'games', memberDefaultRoles, async ({ auth }) => ({ items: await memberDefaults(deps.db, auth.userId) }));
}
