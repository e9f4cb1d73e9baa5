import { Type, type Static } from '@sinclair/typebox';
import { Account } from './user';

/*
 * What a sign-in answers: a session, or the second step a partner's account needs first (the
 * two-factor calls in two-factor.ts). Apart from those calls, so the login form carries only these.
 */

/** What a browser's sign-in gives: the session lives in the HttpOnly cookie, others get the token. */
export const SignedIn = Type.Object({
  /** Only for clients that are not browsers; a browser's session lives in the HttpOnly cookie. */
  token: Type.Optional(Type.String()),
  expires_at: Type.String({ format: 'date-time' }),
  account: Account,
});
export type SignedIn = Static<typeof SignedIn>;

/**
 * The password was right; a second step is due before any session exists. `verify`: send a code
 * (or a recovery code). `enrol`: a master without two-factor sets it up first.
 */
export const SecondStep = Type.Object({
  two_factor: Type.Union([Type.Literal('verify'), Type.Literal('enrol')]),
  /** Opaque, single use, valid for a few minutes. */
  challenge: Type.String(),
  expires_at: Type.String({ format: 'date-time' }),
});
export type SecondStep = Static<typeof SecondStep>;
