import { Type } from '@sinclair/typebox';
import { defineEndpoint } from '../endpoint';
import { ACCOUNT_NUMBER_PATTERN, NICKNAME_PATTERN, PASSWORD_PATTERN, PHONE_PATTERN, USERNAME_PATTERN } from '../rules';
import { SecondStep, SignedIn } from './sign-in';

export const login = defineEndpoint({
  method: 'POST',
  path: '/api/v1/core/auth/login',
  access: 'public',
  summary:
    'Sign in with a member or partner ID. Sets the session as an HttpOnly `token` cookie; clients that are not browsers (no Sec-Fetch-* headers) also get the opaque token to send as a bearer header. A partner account with two-factor (and a master without it yet) gets a challenge instead, for `two-factor/verify` (or `enrol`).',
  body: Type.Object(
    {
      username: Type.String({ minLength: 1, maxLength: 32 }),
      password: Type.String({ minLength: 1, maxLength: 64 }),
    },
    { additionalProperties: false },
  ),
  data: Type.Union([SignedIn, SecondStep]),
  errors: [401, 403, 429],
});

export const logout = defineEndpoint({
  method: 'POST',
  path: '/api/v1/core/auth/logout',
  access: 'user',
  summary: 'Revoke the current session and clear its cookies.',
  data: Type.Object({ ok: Type.Boolean() }),
});

export const register = defineEndpoint({
  method: 'POST',
  path: '/api/v1/core/register',
  access: 'public',
  summary: 'Sign up as a member under the partner that owns the referral code.',
  body: Type.Object(
    {
      referral_code: Type.String({ minLength: 1, maxLength: 32 }),
      username: Type.String({ pattern: USERNAME_PATTERN }),
      password: Type.String({ pattern: PASSWORD_PATTERN }),
      password_confirm: Type.String({ minLength: 1, maxLength: 64 }),
      nickname: Type.String({ minLength: 2, maxLength: 20, pattern: NICKNAME_PATTERN }),
      withdraw_password: Type.String({ pattern: PASSWORD_PATTERN }),
      withdraw_password_confirm: Type.String({ minLength: 1, maxLength: 64 }),
      phone: Type.String({ pattern: PHONE_PATTERN }),
      bank_name: Type.String({ minLength: 1, maxLength: 40 }),
      account_number: Type.String({ pattern: ACCOUNT_NUMBER_PATTERN }),
    },
    { additionalProperties: false },
  ),
  data: Type.Object({ username: Type.String() }),
  // 400 also covers mismatched confirmations and INVALID_REFERRAL; 409 is USERNAME_TAKEN; 429
  // RATE_LIMITED (with Retry-After) when the caller's address made too many sign-up tries; 403
  // ACCOUNT_EXCLUDED when the phone or bank account is a member's on a break from play.
  errors: [403, 409, 429],
});

export const validateRef = defineEndpoint({
  method: 'GET',
  path: '/api/v1/core/validate-ref',
  access: 'public',
  summary: 'Tell whether a referral code belongs to an active partner.',
  query: Type.Object({ ref_id: Type.String({ minLength: 1, maxLength: 32 }) }),
  data: Type.Object({ valid: Type.Boolean() }),
});
