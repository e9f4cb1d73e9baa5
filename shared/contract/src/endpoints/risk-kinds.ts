import { Type } from '@sinclair/typebox';

/**
 * The kinds of risk flag (line-risk.ts has the flags themselves). A module of its own: the members
 * list names its rows' kinds, and its page should not carry the risk page's endpoint with them.
 */
export const RISK_KINDS = ['shared_address', 'shared_device', 'many_addresses', 'big_win', 'low_turnover'] as const;
export type RiskKind = (typeof RISK_KINDS)[number];
export const RiskKind = Type.Union(RISK_KINDS.map((kind) => Type.Literal(kind)));
