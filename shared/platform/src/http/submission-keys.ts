import { isApiError } from './api-error';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/**
 * One `Idempotency-Key` per submission. Sending the same body again after a failure that got no
 * answer (network, time-out, 5xx) reuses the key, so the server moves the money at most once even
 * if the first request did reach it. A success or a definite refusal (4xx) ends the submission:
 * the next click is a new request with a new key.
 */
export class SubmissionKeys {
  #pending: { fingerprint: string; key: string } | null = null;

  constructor(private readonly newKey: () => string = () => crypto.randomUUID()) {}

  /**
   * The key for sending `body`: the pending one when this is a retry of the same submission. The
   * exchange password is not part of what a key protects (the server leaves it out too): a retry
   * with the password retyped is still the same withdrawal.
   */
  keyFor(body: Record<string, unknown>): string {
    const { withdraw_password: _password, ...request } = body;
    const fingerprint = JSON.stringify(request);
    if (this.#pending?.fingerprint !== fingerprint) this.#pending = { fingerprint, key: this.newKey() };
    return this.#pending.key;
  }

  /** After the call: keep the key only when the outcome is unknown. */
  settle(error?: unknown): void {
    if (error === undefined || !mayRetry(error)) this.#pending = null;
  }
}

/** No answer, or the server failed: the request may have been applied, so a retry must reuse its key. */
function mayRetry(error: unknown): boolean {
  if (!isApiError(error)) return true;
  return error.status === 0 || error.status >= 500;
}
