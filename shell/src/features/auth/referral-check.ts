import { LatestRequest, type HttpClient, makeStoreObservable } from '@casino/platform';
import { checkReferralCode } from './api/validate-ref';

export type ReferralStatus = 'idle' | 'checking' | 'valid' | 'invalid';

export const REFERRAL_CHECK_DEBOUNCE_MS = 400;

/** The sign-up form's referral code, checked while it is typed: after a pause, a newer code cancelling the older check. */
export class ReferralCheck {
  status: ReferralStatus = 'idle';
  private code = '';
  private readonly latest = new LatestRequest();
  private cancelPending: () => void = () => undefined;

  constructor(
    private readonly http: HttpClient,
    private readonly debounceMs = REFERRAL_CHECK_DEBOUNCE_MS,
  ) {
    makeStoreObservable<ReferralCheck, 'http' | 'debounceMs' | 'code' | 'latest' | 'cancelPending'>(
      this,
      { http: false, debounceMs: false, code: false, latest: false, cancelPending: false },
      { autoBind: true },
    );
  }

  /** The code as it stands in the form. */
  setCode(code: string | undefined): void {
    const trimmed = (code ?? '').trim();
    if (trimmed === this.code) return;
    this.stop();
    this.code = trimmed;
    this.status = trimmed ? 'checking' : 'idle';
    if (!trimmed) return;
    const isLatest = this.latest.begin();
    const controller = new AbortController();
    const timer = setTimeout(() => {
      checkReferralCode(this.http, trimmed, controller.signal).then(
        (valid) => isLatest() && this.settle(valid ? 'valid' : 'invalid'),
        // A failed check (network) says nothing about the code; the server decides on submit.
        () => isLatest() && this.settle('idle'),
      );
    }, this.debounceMs);
    this.cancelPending = () => {
      clearTimeout(timer);
      controller.abort();
    };
  }

  /** The form closed: nothing in flight may land, and the same code is checked again next time. */
  stop(): void {
    this.latest.invalidate();
    this.cancelPending();
    this.code = '';
  }

  private settle(status: ReferralStatus): void {
    this.status = status;
  }
}
