import { Type, type Static } from '@sinclair/typebox';
import { defineEndpoint, Page, PageQuery } from '../endpoint';
import { Id } from '../integers';
import { ExclusionPeriod } from './player-exclusion';

/*
 * The operator's side of a break from play (issue 31): the breaks in force, and ending one early
 * with a reason. Apart from the member's endpoints, so the member's dialog never carries these.
 */

export const Exclusion = Type.Object({
  id: Id(),
  username: Type.String(),
  nickname: Type.String(),
  /** The member's partner (its agency), whom the operator may call about it. */
  partner: Type.Union([Type.String(), Type.Null()]),
  period: ExclusionPeriod,
  started_at: Type.String({ format: 'date-time' }),
  /** null: permanent. */
  until: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
export type Exclusion = Static<typeof Exclusion>;

export const staffExclusionList = defineEndpoint({
  method: 'GET',
  path: '/api/v1/core/admin/exclusion/list',
  access: 'master',
  right: 'site',
  summary: 'The breaks from play in force, the latest first.',
  query: Type.Object({ search: Type.Optional(Type.String({ maxLength: 40 })), ...PageQuery }),
  data: Page(Exclusion),
});

export const staffExclusionEnd = defineEndpoint({
  method: 'POST',
  path: '/api/v1/core/admin/exclusion/end',
  access: 'master',
  right: 'site',
  summary: 'Ends a break from play early, with the reason, on the member’s account trail; the member may sign in again.',
  body: Type.Object({ id: Id(), reason: Type.String({ minLength: 1, maxLength: 500, pattern: '\\S' }) }, { additionalProperties: false }),
  data: Type.Object({ ok: Type.Literal(true) }),
  errors: [404, 409],
});
