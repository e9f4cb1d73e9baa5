import { Type, type Static } from '@sinclair/typebox';
import { defineEndpoint, Page, PageQuery } from '../endpoint';
import { Amount, Count, Id } from '../integers';
import { ACCOUNT_NUMBER_PATTERN, NICKNAME_PATTERN, PASSWORD_PATTERN, PHONE_PATTERN, USERNAME_PATTERN } from '../rules';
import { AccountState, Level } from './user';
import { RiskKind } from './risk-kinds';

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
  /** Empty for an action of a partner above the viewer: a downline never learns its upline's address. */
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

/** The partner add-member form (spec 3), also adding an agency under a master. */
export const userCreateChild = defineEndpoint({
  method: 'POST',
  path: '/api/v1/core/user/create-child',
  access: 'partner',
  summary: 'Adds a member (or, under a master, an agency) below the caller or a partner of its downline (`partner_username`).',
  body: Type.Object(
    {
      partner_username: Type.String({ minLength: 1, maxLength: 40 }),
      level: Type.Optional(Type.Union([Type.Literal('member'), Type.Literal('agency')])),
      username: Type.String({ pattern: USERNAME_PATTERN }),
      nickname: Type.String({ minLength: 2, maxLength: 20, pattern: NICKNAME_PATTERN }),
      password: Type.String({ pattern: PASSWORD_PATTERN }),
      phone: Type.String({ pattern: PHONE_PATTERN }),
      bank_name: Type.String({ minLength: 1, maxLength: 40 }),
      account_number: Type.String({ pattern: ACCOUNT_NUMBER_PATTERN }),
      account_holder: Type.String({ minLength: 1, maxLength: 40 }),
      withdraw_password: Type.String({ pattern: PASSWORD_PATTERN }),
    },
    { additionalProperties: false },
  ),
  data: Type.Object({ id: Id(), username: Type.String(), level: Level, referral_code: Type.Union([Type.String(), Type.Null()]) }),
  // 404: the named partner is not the caller or in its downline; 409: ID taken, or an agency
  // asked for under an agency.
  errors: [404, 409],
});

/** A member of the line as the membership screen lists it. */
export const LineMember = Type.Object({
  id: Id(),
  username: Type.String(),
  nickname: Type.String(),
  parent_username: Type.String(),
  state: AccountState,
  /** The member's grade level (`grade/list` names it). */
  grade: Type.Integer({ minimum: 1, maximum: 100 }),
  cash: Amount(),
  credit: Amount(),
  rolling_point: Amount(),
  online: Type.Boolean(),
  created_at: Type.String({ format: 'date-time' }),
  last_login_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  last_deposit_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  /** The kinds of risk flag the member has now (the risk page says why). */
  risk: Type.Array(RiskKind),
});
export type LineMember = Static<typeof LineMember>;

export const LineMemberSort = Type.Union([Type.Literal('created_at'), Type.Literal('username'), Type.Literal('cash'), Type.Literal('last_login_at')]);

export const userLineList = defineEndpoint({
  method: 'GET',
  path: '/api/v1/core/user/line-list',
  access: 'partner',
  summary: "The members of the caller's whole downline: search by ID or nickname, filter by state and by their partner, sort, page.",
  query: Type.Object({
    search: Type.Optional(Type.String({ maxLength: 40 })),
    state: Type.Optional(AccountState),
    grade: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
    partner_username: Type.Optional(Type.String({ maxLength: 40 })),
    sort: Type.Optional(LineMemberSort),
    order: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')])),
    ...PageQuery,
  }),
  data: Page(LineMember),
});

/**
 * `excluded`: the right password on an account taking a break from play (issue 31);
 * `address_refused`: the right password from an address the partner's sign-in allow-list does not cover.
 */
export const LoginOutcome = Type.Union([Type.Literal('success'), Type.Literal('bad_credentials'), Type.Literal('stopped'), Type.Literal('excluded'), Type.Literal('address_refused')]);

export const LoginRecord = Type.Object({
  username: Type.String(),
  nickname: Type.String(),
  ip: Type.String(),
  /** The browser's user agent, where the sign-in succeeded. */
  device: Type.String(),
  result: LoginOutcome,
  created_at: Type.String({ format: 'date-time' }),
});
export type LoginRecord = Static<typeof LoginRecord>;

export const userLoginHistory = defineEndpoint({
  method: 'GET',
  path: '/api/v1/core/user/login-history',
  access: 'partner',
  summary: "Sign-ins and refused sign-ins of the caller's downline (or of one account of it, `user_id`), newest first.",
  query: Type.Object({ user_id: Type.Optional(Id()), ...PageQuery }),
  data: Page(LoginRecord),
  errors: [404],
});

export const domainPartnerGet = defineEndpoint({
  method: 'GET',
  path: '/api/v1/core/domain/partner/get',
  access: 'partner',
  summary: "The caller's sign-up domains and referral code: members who sign up with the code join its line.",
  data: Type.Object({ referral_code: Type.String(), domains: Type.Array(Type.String()) }),
});

/** One step of the way from the caller down to an account. */
export const LineStep = Type.Object({ id: Id(), username: Type.String(), nickname: Type.String(), level: Level });

export const userLinePath = defineEndpoint({
  method: 'GET',
  path: '/api/v1/core/user/line-path',
  access: 'partner',
  summary: "Accounts of the caller's downline whose ID or nickname contains `search` (at most 20), each with its path from the caller's direct child down to it: what the structure tree opens.",
  query: Type.Object({ search: Type.String({ minLength: 1, maxLength: 40 }) }),
  data: Type.Object({ items: Type.Array(Type.Object({ path: Type.Array(LineStep) })) }),
});

/** At most this many of an account's online sessions are listed under it (the newest); `session_count` counts them all. */
export const MAX_ONLINE_SESSIONS_SHOWN = 20;

/** One online session of an account: from where, on what, since when. */
export const OnlineSession = Type.Object({
  session_id: Id(),
  ip: Type.String(),
  /** The browser's user agent. */
  device: Type.String(),
  /** When the session signed in, and when it last carried a request. */
  since: Type.String({ format: 'date-time' }),
  last_seen_at: Type.String({ format: 'date-time' }),
});
export type OnlineSession = Static<typeof OnlineSession>;

/** An account of the line with sessions used in the last few minutes: one row however many it has. */
export const OnlineAccount = Type.Object({
  user: Type.Object({ id: Id(), username: Type.String(), nickname: Type.String(), level: Level, parent_username: Type.String() }),
  session_count: Count(),
  /** Its online sessions, most recently used first (at most MAX_ONLINE_SESSIONS_SHOWN). */
  sessions: Type.Array(OnlineSession, { maxItems: MAX_ONLINE_SESSIONS_SHOWN }),
  /** Its earliest sign-in among them, and its latest request. */
  since: Type.String({ format: 'date-time' }),
  last_seen_at: Type.String({ format: 'date-time' }),
});
export type OnlineAccount = Static<typeof OnlineAccount>;

export const userOnlineList = defineEndpoint({
  method: 'GET',
  path: '/api/v1/core/user/online-list',
  access: 'partner',
  summary:
    "Accounts of the caller's downline with sessions used in the last few minutes (who is online now), most recently active first, each with its sessions (from where and since when); `total` counts accounts, `sessions` their sessions.",
  query: Type.Object({ search: Type.Optional(Type.String({ maxLength: 40 })), level: Type.Optional(Level), ...PageQuery }),
  data: Type.Composite([Page(OnlineAccount), Type.Object({ sessions: Count(), minutes: Count() })]),
});
