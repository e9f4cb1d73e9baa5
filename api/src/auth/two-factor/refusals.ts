import { AppError } from '../../http/app-error';
import type { Activation, CodeOutcome } from './keys';

/** A refusal decided inside a transaction and thrown after it commits, so its failure count is kept. */
export type Step<T> = { ok: true; value: T } | { ok: false; error: AppError };

export async function committed<T>(work: Promise<Step<T>>): Promise<T> {
  const step = await work;
  if (!step.ok) throw step.error;
  return step.value;
}

export const refuse = (error: AppError): Step<never> => ({ ok: false, error });

export const challengeInvalid = () => new AppError(401, 'SIGN_IN_EXPIRED', 'two_factor.challenge_invalid');

/** A signed-in account's codes, refused for a while after too many wrong ones. */
export function lockedOut(seconds: number): AppError {
  return new AppError(429, 'RATE_LIMITED', 'two_factor.too_many_tries', { minutes: Math.ceil(seconds / 60) }, { 'retry-after': String(seconds) });
}

/** A stranger's app code at a sign-in, refused while the account has had too many wrong ones. */
export function heldForStrangers(seconds: number): AppError {
  return new AppError(429, 'RATE_LIMITED', 'two_factor.strangers_held', {}, { 'retry-after': String(seconds) });
}

export function codeRefusal(outcome: Exclude<CodeOutcome, 'ok'>): AppError {
  return outcome === 'used' ? new AppError(409, 'CONFLICT', 'two_factor.code_used') : new AppError(401, 'UNAUTHORIZED', 'two_factor.code_wrong');
}

export function activationRefusal(outcome: Exclude<Activation, 'ok'>): AppError {
  switch (outcome) {
    case 'no_pending':
      return new AppError(409, 'CONFLICT', 'two_factor.not_pending');
    case 'already_enabled':
      return new AppError(409, 'CONFLICT', 'two_factor.already_enabled');
    default:
      return codeRefusal(outcome);
  }
}
