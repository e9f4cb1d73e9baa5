import { Type, type Static } from '@sinclair/typebox';
import { defineEndpoint, Page, PageQuery } from '../endpoint';
import { Count, Id } from '../integers';

/** Game types (issue 3): casino tables, slots and lotto. Public URLs use these codes. */
export const GameType = Type.Union([Type.Literal('casino'), Type.Literal('slot'), Type.Literal('lotto')]);
export type GameType = Static<typeof GameType>;

export const GameBrand = Type.Object({
  id: Id(),
  game_type: GameType,
  /** URL-safe code used in `/game/:type/:brand`. */
  code: Type.String(),
  name: Type.String(),
  logo_url: Type.String(),
  game_count: Count(),
});
export type GameBrand = Static<typeof GameBrand>;

export const GameSummary = Type.Object({
  id: Id(),
  code: Type.String(),
  name: Type.String(),
  image_url: Type.String(),
});
export type GameSummary = Static<typeof GameSummary>;

export const gameBrandList = defineEndpoint({
  method: 'GET',
  path: '/api/v1/game/public/brand',
  access: 'public',
  summary: 'The brands (vendors) of one game type, in display order.',
  query: Type.Object({ game_type: GameType }),
  data: Type.Object({ items: Type.Array(GameBrand) }),
});

export const gameBrandGames = defineEndpoint({
  method: 'GET',
  path: '/api/v1/game/brand/:id',
  access: 'public',
  summary: "One brand and a page of its games, optionally filtered by a name search.",
  params: Type.Object({ id: Id() }),
  query: Type.Object({ search: Type.Optional(Type.String({ maxLength: 50 })), ...PageQuery }),
  data: Type.Object({ brand: GameBrand, games: Page(GameSummary) }),
  errors: [404],
});
