import { Type } from '@sinclair/typebox';
import { defineEndpoint } from '../endpoint';

/*
 * A break from play (issue 31, decision 071): a cool-off (24 hours, 7 or 30 days) or a
 * self-exclusion (6 months, a year, for good). While it holds the member cannot sign in (told
 * until when), every sign-in of its ends at once, and a partner's payment to it is refused; open
 * withdrawals are still decided and paid. The member cannot end it; a partner cannot either; an
 * operator can, with a reason, audited.
 */

export const COOL_OFF_PERIODS = ['24h', '7d', '30d'] as const;
export const SELF_EXCLUSION_PERIODS = ['6m', '1y', 'permanent'] as const;
export const EXCLUSION_PERIODS = [...COOL_OFF_PERIODS, ...SELF_EXCLUSION_PERIODS] as const;
export type ExclusionPeriod = (typeof EXCLUSION_PERIODS)[number];
export const ExclusionPeriod = Type.Union(EXCLUSION_PERIODS.map((period) => Type.Literal(period)));

export const isCoolOff = (period: ExclusionPeriod): boolean => (COOL_OFF_PERIODS as readonly string[]).includes(period);

export const exclusionStart = defineEndpoint({
  method: 'POST',
  path: '/api/v1/core/user/exclusion',
  access: 'user',
  summary: 'Starts a break from play for the calling member: it is signed out everywhere at once and cannot sign in until it ends (null: never).',
  body: Type.Object({ period: ExclusionPeriod }, { additionalProperties: false }),
  data: Type.Object({ until: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]) }),
  errors: [403],
});
