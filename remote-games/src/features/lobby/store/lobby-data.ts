import type { GameBrand, GameSummary, GameType } from '@casino/contract';
import { isApiError, type LoadPageData } from '@casino/platform';
import { getBrandGames } from '../../../api/get-brand-games';
import { getBrands } from '../../../api/get-brands';
import { isGameType } from '../../../lib/game-types';

export const GAMES_PAGE_SIZE = 24;

/** `/game/:type`: the type's brands; an unknown type is a 404. */
export type GameTypePageData = { type: GameType; brands: GameBrand[] } | { notFound: true };

/** `/game/:type/:brand`: the brand and the first page of its games; an unknown type or brand is a 404. */
export type GameBrandPageData = { brand: GameBrand; games: GameSummary[]; total: number } | { notFound: true };

const NOT_FOUND = { notFound: true } as const;

/** The brand list's data before a server render. */
export const loadGameTypePageData: LoadPageData<GameTypePageData> = async ({ http, params }) => {
  if (!isGameType(params.type)) return NOT_FOUND;
  const { items } = await getBrands(http, params.type);
  return { type: params.type, brands: items };
};

/** A brand lobby's data before a server render: the brand found by its code, then its first page. */
export const loadGameBrandPageData: LoadPageData<GameBrandPageData> = async ({ http, params }) => {
  if (!isGameType(params.type)) return NOT_FOUND;
  const { items } = await getBrands(http, params.type);
  const brand = items.find((item) => item.code === params.brand);
  if (!brand) return NOT_FOUND;
  try {
    const { games } = await getBrandGames(http, brand.id, { page: 1, pageSize: GAMES_PAGE_SIZE });
    return { brand, games: games.items, total: games.total };
  } catch (error) {
    // The brand went away between the two calls, as the store reads it.
    if (isApiError(error) && error.status === 404) return NOT_FOUND;
    throw error;
  }
};
