import { staffBrandList, staffGameTypeList, type DataOf, type StaffBrand, type StaffGame } from '@casino/contract';
import { okFor, on, type EndpointHandler } from '@casino/platform/testing';

export const types: DataOf<typeof staffGameTypeList> = {
  items: [
    { code: 'casino', brand_count: 1, game_count: 80 },
    { code: 'slot', brand_count: 2, game_count: 150 },
    { code: 'lotto', brand_count: 0, game_count: 0 },
  ],
};

export const pragmatic: StaffBrand = {
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
export const habanero: StaffBrand = { ...pragmatic, id: 8, code: 'habanero', name: 'Habanero', logo_url: 'https://cdn.example/hb.png', active: false, sort: 20, game_count: 30, active_game_count: 30 };
export const evolution: StaffBrand = { ...pragmatic, id: 1, game_type: 'casino', code: 'evolution', name: 'Evolution', logo_url: '/static/brands/evo.png', sort: 1, game_count: 80, active_game_count: 80 };

/** Game `id` of brand 7, shown unless `active` says otherwise. */
export const game = (id: number, { active }: Pick<StaffGame, 'active'> = { active: true }): StaffGame => ({
  id,
  brand_id: 7,
  code: `vs${id}`,
  name: `Game ${id}`,
  image_url: `/static/games/${id}.png`,
  active,
  sort: id,
});

/** The brand lists by type, as the API answers them. */
export const brandsByType: EndpointHandler = (_request, url) => {
  const type = url.searchParams.get('game_type');
  return okFor(staffBrandList, { items: type === 'slot' ? [pragmatic, habanero] : type === 'casino' ? [evolution] : [] });
};

/** The catalog's summary and brand lists, which every catalog page asks for. */
export const catalogRoutes = [on(staffGameTypeList, types), on(staffBrandList, brandsByType)];
