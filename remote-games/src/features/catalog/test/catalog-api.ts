import { jsonResponse } from '@casino/platform/testing';

/** The catalog's calls, as the contract names them. */
export const API = {
  types: '/api/v1/game/admin/type/list',
  brands: '/api/v1/game/admin/brand/list',
  brandUpdate: '/api/v1/game/admin/brand/update',
  games: '/api/v1/game/admin/game/list',
  gameUpdate: '/api/v1/game/admin/game/update',
  upload: '/api/v1/core/admin/upload/image',
};

export const types = {
  items: [
    { code: 'casino', brand_count: 1, game_count: 80 },
    { code: 'slot', brand_count: 2, game_count: 150 },
    { code: 'lotto', brand_count: 0, game_count: 0 },
  ],
};

export const pragmatic = {
  id: 7,
  game_type: 'slot',
  code: 'pragmatic',
  name: 'Pragmatic Play',
  logo_url: '/static/brands/pp.png',
  active: true,
  sort: 10,
  provider: 'demo',
  game_count: 120,
  active_game_count: 118,
};
export const habanero = { ...pragmatic, id: 8, code: 'habanero', name: 'Habanero', logo_url: 'https://cdn.example/hb.png', active: false, sort: 20, game_count: 30, active_game_count: 30 };
export const evolution = { ...pragmatic, id: 1, game_type: 'casino', code: 'evolution', name: 'Evolution', logo_url: '/static/brands/evo.png', sort: 1, game_count: 80, active_game_count: 80 };

export const game = (id: number, overrides: Record<string, unknown> = {}) => ({
  id,
  brand_id: 7,
  code: `vs${id}`,
  name: `Game ${id}`,
  image_url: `/static/games/${id}.png`,
  active: true,
  sort: id,
  ...overrides,
});

/** The brand lists by type, as the API answers them. */
export const brandsByType = (_request: Request, url: URL) => {
  const type = url.searchParams.get('game_type');
  return jsonResponse(200, { data: { items: type === 'slot' ? [pragmatic, habanero] : type === 'casino' ? [evolution] : [] } });
};
