import { Type, type Static } from '@sinclair/typebox';
import { defineEndpoint } from '../endpoint';
import { Id } from '../integers';

/*
 * A partner's sign-in allow-list (issue 31, decision 071): the addresses and ranges a partner
 * account may sign in from. An empty list: from anywhere. A partner keeps its own; a master also
 * keeps those of its line's partners (`user_id`). The right password from an address the list
 * does not cover is refused (403 ADDRESS_REFUSED) and shows in the login history as such.
 */

/** The most entries one account's list holds. */
export const SIGN_IN_ALLOW_LIST_MAX = 20;

/**
 * What a form checks before sending: the characters of an address and an optional `/prefix`. The
 * API reads the address itself and answers what is wrong with one that only looks right.
 */
export const ALLOWED_ADDRESS_PATTERN = /^\s*[0-9A-Fa-f.:]+(\/[0-9]{1,3})?\s*$/;

/** An IPv4 or IPv6 address, or a range in CIDR notation (`203.0.113.7`, `10.1.0.0/16`, `2001:db8::/32`): the API reads it and says what is wrong. */
export const AllowedAddress = Type.String({ minLength: 1, maxLength: 50 });

export const SignInAllowListEntry = Type.Object({
  id: Id(),
  /** As stored: a range without its host bits, a single address without `/32` or `/128`. */
  address: Type.String(),
  note: Type.String(),
  created_at: Type.String({ format: 'date-time' }),
  /** Who added it: the account itself or the master of its line. */
  created_by: Type.Object({ id: Id(), username: Type.String() }),
});
export type SignInAllowListEntry = Static<typeof SignInAllowListEntry>;

export const SignInAllowList = Type.Object({
  account: Type.Object({ id: Id(), username: Type.String() }),
  /** Oldest first; empty: sign-in is allowed from anywhere. */
  items: Type.Array(SignInAllowListEntry),
  /** The address this request came from, as the server sees it: what a sign-in from here would be judged by. */
  current_address: Type.String(),
});
export type SignInAllowList = Static<typeof SignInAllowList>;

/** A partner of the caller's line (masters only); none: the caller's own list. */
const ForAccount = { user_id: Type.Optional(Id()) };

export const signInAllowList = defineEndpoint({
  method: 'GET',
  path: '/api/v1/core/user/sign-in-allow-list',
  access: 'partner',
  summary: "The caller's sign-in allow-list, or with `user_id` a partner's of the caller's line (a master's only; any other id is 404).",
  query: Type.Object(ForAccount, { additionalProperties: false }),
  data: SignInAllowList,
  errors: [404],
});

export const signInAllowListAdd = defineEndpoint({
  method: 'POST',
  path: '/api/v1/core/user/sign-in-allow-list',
  access: 'partner',
  summary: `Adds an address or range to the list, audited \`allow_list.add\`: at most ${SIGN_IN_ALLOW_LIST_MAX} per account (409), never one already listed (409). On the caller's own list, a change that would leave the request's own address outside a non-empty list is refused (409).`,
  body: Type.Object({ ...ForAccount, address: AllowedAddress, note: Type.Optional(Type.String({ maxLength: 100, pattern: '^[^\\r\\n]*$' })) }, { additionalProperties: false }),
  data: SignInAllowList,
  errors: [404, 409],
});

export const signInAllowListRemove = defineEndpoint({
  method: 'DELETE',
  path: '/api/v1/core/user/sign-in-allow-list/:id',
  access: 'partner',
  summary:
    "Removes an entry of the caller's list, or of a line partner's (a master's), audited `allow_list.remove`; answers the list it was on. On the caller's own list, leaving the request's own address outside a list that is not empty is refused (409).",
  params: Type.Object({ id: Id() }),
  data: SignInAllowList,
  errors: [404, 409],
});
