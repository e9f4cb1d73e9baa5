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

/**
 * Opens a provider session for one game and answers the URL to send the game window to.
 * 403 FORBIDDEN when the member may not play it ('You do not have permission to access this
 * game') or is a partner, 404 NOT_FOUND for an unknown or inactive game, 502 when the game
 * provider cannot be reached ('An error occurred').
 */
export const playGame = defineEndpoint({
  method: 'POST',
  path: '/api/v1/game/playgame',
  access: 'user',
  summary: 'Launches a game for the signed-in member: answers the launch URL of a new provider session.',
  body: Type.Object({ game_id: Id() }, { additionalProperties: false }),
  data: Type.Object({ url: Type.String() }),
  errors: [403, 404, 502],
});

/** One game permission: a whole type, or one brand of it when `brand_id` is set. */
export const GamePermission = Type.Object({
  game_type: GameType,
  brand_id: Type.Union([Id(), Type.Null()]),
  allowed: Type.Boolean(),
});
export type GamePermission = Static<typeof GamePermission>;

export const memberDefaultRoles = defineEndpoint({
  method: 'GET',
  path: '/api/v1/core/role/get/member-default',
  access: 'partner',
  summary: "The calling partner's default game permissions for its members: every type, and the brand rules it sets.",
  data: Type.Object({ items: Type.Array(GamePermission) }),
});
