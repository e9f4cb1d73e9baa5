import { Type, type Static } from '@sinclair/typebox';
import { ImageUrl, StaffLine } from '../content-fields';
import { defineEndpoint, Page, PageQuery } from '../endpoint';
import { Count, Id } from '../integers';
import { GamePermission, GameType } from './games';
import { Level } from './user';

/*
 * The games team's staff side (issue 15). The catalog (site-wide: the `site` right) arranges what
 * the providers deliver: order, names, images, and active or withdrawn; the games themselves come
 * from the providers, so nothing here creates one. Game permissions are per line: a master sets
 * them for its own members and partners.
 */

/** A place in a display order: lower first. */
const Sort = () => Type.Integer({ minimum: 0, maximum: 1_000_000 });

export const StaffGameType = Type.Object({ code: GameType, brand_count: Count(), game_count: Count() });

export const staffGameTypeList = defineEndpoint({
  method: 'GET',
  path: '/api/v1/game/admin/type/list',
  access: 'master',
  right: 'site',
  summary: 'The game types, with how many brands and games (active or not) each has.',
  data: Type.Object({ items: Type.Array(StaffGameType) }),
});

export const StaffBrand = Type.Object({
  id: Id(),
  game_type: GameType,
  code: Type.String(),
  name: Type.String(),
  logo_url: Type.String(),
  active: Type.Boolean(),
  sort: Sort(),
  provider: Type.String(),
  game_count: Count(),
  active_game_count: Count(),
});
export type StaffBrand = Static<typeof StaffBrand>;

export const staffBrandList = defineEndpoint({
  method: 'GET',
  path: '/api/v1/game/admin/brand/list',
  access: 'master',
  right: 'site',
  summary: 'Every brand of a type, active or withdrawn, in display order.',
  query: Type.Object({ game_type: GameType }),
  data: Type.Object({ items: Type.Array(StaffBrand) }),
});

export const staffBrandUpdate = defineEndpoint({
  method: 'PUT',
  path: '/api/v1/game/admin/brand/update',
  access: 'master',
  right: 'site',
  summary: 'Renames a brand, changes its logo and place, or withdraws it (`active: false`: its lobby and games are gone for members at once).',
  body: Type.Object({ id: Id(), name: StaffLine(60), logo_url: ImageUrl(), sort: Sort(), active: Type.Boolean() }, { additionalProperties: false }),
  data: StaffBrand,
  errors: [404],
});

export const StaffGame = Type.Object({
  id: Id(),
  brand_id: Id(),
  code: Type.String(),
  name: Type.String(),
  image_url: Type.String(),
  active: Type.Boolean(),
  sort: Sort(),
});
export type StaffGame = Static<typeof StaffGame>;

export const staffGameList = defineEndpoint({
  method: 'GET',
  path: '/api/v1/game/admin/game/list',
  access: 'master',
  right: 'site',
  summary: "A brand's games, active and withdrawn, in display order; optionally by a name or code search and by state.",
  query: Type.Object({
    brand_id: Id(),
    search: Type.Optional(Type.String({ minLength: 1, maxLength: 50 })),
    active: Type.Optional(Type.Boolean()),
    ...PageQuery,
  }),
  data: Page(StaffGame),
  errors: [404],
});

export const staffGameUpdate = defineEndpoint({
  method: 'PUT',
  path: '/api/v1/game/admin/game/update',
  access: 'master',
  right: 'site',
  summary: "Renames a game, changes its image and place, or withdraws it (`active: false`: members get 'game not found').",
  body: Type.Object({ id: Id(), name: StaffLine(100), image_url: ImageUrl(), sort: Sort(), active: Type.Boolean() }, { additionalProperties: false }),
  data: StaffGame,
  errors: [404],
});

/** Which rule decides: the account's own (brand, then type), its partner's default (brand, then type), or none (allowed). */
export const PermissionSource = Type.Union([
  Type.Literal('own_brand'),
  Type.Literal('own_type'),
  Type.Literal('partner_brand'),
  Type.Literal('partner_type'),
  Type.Literal('default'),
]);
export type PermissionSource = Static<typeof PermissionSource>;

export const EffectivePermission = Type.Object({
  game_type: GameType,
  /** Null: the type as a whole (a brand's row may still differ). */
  brand_id: Type.Union([Id(), Type.Null()]),
  brand_name: Type.Union([Type.String(), Type.Null()]),
  allowed: Type.Boolean(),
  source: PermissionSource,
});
export type EffectivePermission = Static<typeof EffectivePermission>;

export const StaffPermissions = Type.Object({
  account: Type.Object({
    id: Id(),
    username: Type.String(),
    nickname: Type.String(),
    level: Level,
    partner: Type.Union([Type.Object({ id: Id(), username: Type.String() }), Type.Null()]),
  }),
  /**
   * The account's own rules. On a member they decide for it; on a partner they are the defaults of
   * its direct members (what `role/get/member-default` answers).
   */
  rules: Type.Array(GamePermission),
  /** A member's partner's defaults (empty for a partner). */
  partner_rules: Type.Array(GamePermission),
  /**
   * What wins for every type and every brand: for a member, whether it may play; for a partner,
   * what its direct members get unless their own rules say otherwise.
   */
  effective: Type.Array(EffectivePermission),
});
export type StaffPermissions = Static<typeof StaffPermissions>;

export const staffPermissionGet = defineEndpoint({
  method: 'GET',
  path: '/api/v1/game/admin/permission/get',
  access: 'master',
  summary: "An account of the caller's line (by ID) with its game rules and the rule that wins for each type and brand. Another line's is 404.",
  query: Type.Object({ username: Type.String({ minLength: 1, maxLength: 32 }) }),
  data: StaffPermissions,
  errors: [404],
});

export const staffPermissionSet = defineEndpoint({
  method: 'PUT',
  path: '/api/v1/game/admin/permission/set',
  access: 'master',
  summary:
    "Sets one rule of an account of the caller's line: a whole type (`brand_id` null) or one brand of it, allowed or denied; `allowed: null` removes the rule. Answers the account's rules as `get` does.",
  body: Type.Object(
    { user_id: Id(), game_type: GameType, brand_id: Type.Union([Id(), Type.Null()]), allowed: Type.Union([Type.Boolean(), Type.Null()]) },
    { additionalProperties: false },
  ),
  data: StaffPermissions,
  errors: [404],
});
