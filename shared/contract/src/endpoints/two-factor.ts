import { Type } from '@sinclair/typebox';
import { defineEndpoint } from '../endpoint';
import { Count } from '../integers';
import { SignedIn } from './sign-in';

/*
 * Two-factor sign-in for partner accounts (TOTP, RFC 6238: SHA-1, 30-second steps, 6 digits, any
 * authenticator app). Required for the master level, offered to agencies. A sign-in whose account
 * needs it answers a challenge instead of a session; the second step turns the challenge into one.
 */

/** The login challenge of `SecondStep`. */
const Challenge = Type.String({ minLength: 16, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' });
/** A code from the authenticator app. */
/** How many digits an authenticator's code has. */
export const TOTP_DIGITS = 6;
export const TotpCode = Type.String({ pattern: `^[0-9]{${TOTP_DIGITS}}$` });
/** One of the recovery codes shown at enrolment: ten letters or digits, a dash after five optional. */
export const RecoveryCode = Type.String({ pattern: '^[A-Za-z0-9]{5}-?[A-Za-z0-9]{5}$' });

/** What an authenticator app needs: the key as text and as the `otpauth://` URI the QR code holds. */
export const TwoFactorSetup = Type.Object({
  /** Base32, for typing in by hand. */
  secret: Type.String(),
  otpauth_url: Type.String(),
});

export const twoFactorVerify = defineEndpoint({
  method: 'POST',
  path: '/api/v1/core/auth/two-factor/verify',
  access: 'public',
  summary:
    "The second step of a sign-in: the app's code for the challenge, or one unused recovery code (then spent). A code is accepted one step either side of the server's clock, and never twice. Five wrong codes end the challenge.",
  body: Type.Object(
    { challenge: Challenge, code: Type.Optional(TotpCode), recovery_code: Type.Optional(RecoveryCode) },
    { additionalProperties: false },
  ),
  data: SignedIn,
  errors: [401, 403, 429],
});

export const twoFactorEnrolStart = defineEndpoint({
  method: 'POST',
  path: '/api/v1/core/auth/two-factor/enrol/start',
  access: 'public',
  summary: "An enrolment challenge's new authenticator key (a new one each call; none is active until confirmed).",
  body: Type.Object({ challenge: Challenge }, { additionalProperties: false }),
  data: TwoFactorSetup,
  errors: [401],
});

export const twoFactorEnrolFinish = defineEndpoint({
  method: 'POST',
  path: '/api/v1/core/auth/two-factor/enrol/finish',
  access: 'public',
  summary: 'Confirms the new key with a code from the app, turns two-factor on and signs in. The recovery codes are in this answer only.',
  body: Type.Object({ challenge: Challenge, code: TotpCode }, { additionalProperties: false }),
  data: Type.Composite([SignedIn, Type.Object({ recovery_codes: Type.Array(Type.String()) })]),
  errors: [401, 403, 409, 429],
});

export const TwoFactorStatus = Type.Object({
  enabled: Type.Boolean(),
  /** The account's level must have it (masters): it cannot be turned off. */
  required: Type.Boolean(),
  enabled_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  recovery_codes_left: Count(),
});

export const twoFactorStatus = defineEndpoint({
  method: 'GET',
  path: '/api/v1/core/user/two-factor',
  access: 'partner',
  summary: "Whether the caller's sign-in asks for a code, and how many recovery codes are left.",
  data: TwoFactorStatus,
});

export const twoFactorSetup = defineEndpoint({
  method: 'POST',
  path: '/api/v1/core/user/two-factor/setup',
  access: 'partner',
  summary: 'A new authenticator key for the signed-in partner (not active until confirmed). Refused while two-factor is on.',
  data: TwoFactorSetup,
  errors: [409],
});

export const twoFactorEnable = defineEndpoint({
  method: 'POST',
  path: '/api/v1/core/user/two-factor/enable',
  access: 'partner',
  summary: 'Confirms the key of `setup` with a code and turns two-factor on; answers the recovery codes, shown this once.',
  body: Type.Object({ code: TotpCode }, { additionalProperties: false }),
  data: Type.Object({ recovery_codes: Type.Array(Type.String()) }),
  errors: [409, 429],
});

export const twoFactorDisable = defineEndpoint({
  method: 'POST',
  path: '/api/v1/core/user/two-factor/disable',
  access: 'partner',
  summary: "Turns two-factor off with a current code. A level that requires it (master) is refused.",
  body: Type.Object({ code: TotpCode }, { additionalProperties: false }),
  data: TwoFactorStatus,
  errors: [409, 429],
});

export const twoFactorRecoveryCodes = defineEndpoint({
  method: 'POST',
  path: '/api/v1/core/user/two-factor/recovery-codes',
  access: 'partner',
  summary: 'New recovery codes for a current code; the old ones stop working. Shown this once.',
  body: Type.Object({ code: TotpCode }, { additionalProperties: false }),
  data: Type.Object({ recovery_codes: Type.Array(Type.String()) }),
  errors: [409, 429],
});
