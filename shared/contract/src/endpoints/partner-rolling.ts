import { Type, type Static } from '@sinclair/typebox';
import { defineEndpoint, Page, PageQuery } from '../endpoint';
import { Id } from '../integers';
import { Level } from './user';

/**
 * Rolling rates per game type in basis points (150 = 1.5 % of each bet). A partner's rate is
 * what its whole line earns, of which it keeps its rate minus its child's; a child's rate never
 * exceeds its parent's (DESIGN.md section 5).
 */
export const RateBp = () => Type.Integer({ minimum: 0, maximum: 10_000 });
export const RollingRates = Type.Object({ casino: RateBp(), slot: RateBp(), lotto: RateBp() });
export type RollingRates = Static<typeof RollingRates>;

export const ChildRates = Type.Object({ id: Id(), username: Type.String(), nickname: Type.String(), level: Level, rates: RollingRates });
export type ChildRates = Static<typeof ChildRates>;

export const rollingSettingGet = defineEndpoint({
  method: 'GET',
  path: '/api/v1/game/partner/rolling/setting',
  access: 'partner',
  summary: "The caller's own rates (read only; set by its parent) and its direct children's, which it may set up to its own.",
  query: Type.Object({ username: Type.Optional(Type.String({ maxLength: 40 })), ...PageQuery }),
  data: Type.Composite([Page(ChildRates), Type.Object({ own: RollingRates })]),
});

export const rollingSettingPatch = defineEndpoint({
  method: 'PATCH',
  path: '/api/v1/game/partner/rolling/setting',
  access: 'partner',
  summary: "Sets a direct child's rates: never above the caller's own, never below the child's own children's.",
  body: Type.Object(
    { user_id: Id(), rates: Type.Object({ casino: Type.Optional(RateBp()), slot: Type.Optional(RateBp()), lotto: Type.Optional(RateBp()) }, { additionalProperties: false, minProperties: 1 }) },
    { additionalProperties: false },
  ),
  data: ChildRates,
  errors: [404, 409],
});
