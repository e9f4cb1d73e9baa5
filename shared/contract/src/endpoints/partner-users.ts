import { Type, type Static } from '@sinclair/typebox';
import { defineEndpoint, Page, PageQuery } from '../endpoint';
import { Amount, Count, Id } from '../integers';
import { AccountState, Level } from './user';

/*
 * A partner's accounts: its downline (members and sub-partners at any depth). Every call sees
 * the caller's own downline only: any other id is 404 and changes nothing.
 */

/** A direct child as the partner management screen lists it (spec: partner screens). */
export const ChildAccount = Type.Object({
  id: Id(),
  username: Type.String(),
  nickname: Type.String(),
  level: Level,
  state: AccountState,
  /** A member's cash, or a partner's balance. */
  balance: Amount(),
  /** A member's game credit; 0 for a partner. */
  credit: Amount(),
  rolling_point: Amount(),
  bank_name: Type.String(),
  /** Sessions live now. */
  online: Type.Boolean(),
  /** For a partner: its members and sub-partners, at any depth. */
  members: Count(),
  partners: Count(),
  created_at: Type.String({ format: 'date-time' }),
  last_login_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  last_deposit_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
export type ChildAccount = Static<typeof ChildAccount>;

export const userChildList = defineEndpoint({
  method: 'GET',
  path: '/api/v1/core/user/child-list',
  access: 'partner',
  summary: "The caller's direct children (a master's agencies and members, an agency's members), or those of a partner in its downline (`parent_id`).",
  query: Type.Object({
    parent_id: Type.Optional(Id()),
    level: Type.Optional(Level),
    state: Type.Optional(AccountState),
    username: Type.Optional(Type.String({ maxLength: 40 })),
    ...PageQuery,
  }),
  data: Page(ChildAccount),
  errors: [404],
});

export const userSetState = defineEndpoint({
  method: 'POST',
  path: '/api/v1/core/user/state/:id',
  access: 'partner',
  summary: 'Sets an account of the downline to normal or stop; stop ends its sessions at once and refuses its sign-in.',
  params: Type.Object({ id: Id() }),
  body: Type.Object({ state: AccountState }, { additionalProperties: false }),
  data: Type.Object({ id: Id(), state: AccountState, sessions_ended: Count() }),
  errors: [404],
});

export const userConnectionReset = defineEndpoint({
  method: 'POST',
  path: '/api/v1/core/user/connection-reset/:id',
  access: 'partner',
  summary: 'Ends every session of an account of the downline (it must sign in again).',
  params: Type.Object({ id: Id() }),
  data: Type.Object({ id: Id(), sessions_ended: Count() }),
  errors: [404],
});

export const AuditEntry = Type.Object({
  id: Id(),
  action: Type.String(),
  /** Null: the server operator's command line. */
  actor: Type.Union([Type.Object({ id: Id(), username: Type.String() }), Type.Null()]),
  actor_ip: Type.String(),
  before: Type.Record(Type.String(), Type.Unknown()),
  after: Type.Record(Type.String(), Type.Unknown()),
  created_at: Type.String({ format: 'date-time' }),
});
export type AuditEntry = Static<typeof AuditEntry>;

export const userAuditTrail = defineEndpoint({
  method: 'GET',
  path: '/api/v1/core/user/audit/:id',
  access: 'partner',
  summary: 'The audit trail of an account of the downline: every action that moved its money or changed it, newest first.',
  params: Type.Object({ id: Id() }),
  query: Type.Object({ ...PageQuery }),
  data: Page(AuditEntry),
  errors: [404],
});
