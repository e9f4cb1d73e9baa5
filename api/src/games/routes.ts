import { gameBrandGames, gameBrandList } from '@casino/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps';
import { AppError } from '../http/app-error';
import { addEndpoint } from '../http/endpoint-route';
import { findActiveBrand, listBrandGames, listBrands } from './queries';

export async function gameRoutes(app: FastifyInstance, deps: AppDeps) {
  addEndpoint(app, deps.authenticator, 'games', gameBrandList, async ({ query }) => ({ items: await listBrands(deps.db, query.game_type) }));

  addEndpoint(app, deps.authenticator, 'games', gameBrandGames, async ({ params, query }) => {
    // An inactive brand is hidden exactly like an unknown one.
    const brand = await findActiveBrand(deps.db, params.id);
    if (!brand) throw new AppError(404, 'NOT_FOUND', 'error.game_brand_not_found');
    const games = await listBrandGames(deps.db, brand.id, query.search?.trim() ?? '', query.page ?? 1, query.pageSize ?? 20);
    return { brand, games };
  });
}
