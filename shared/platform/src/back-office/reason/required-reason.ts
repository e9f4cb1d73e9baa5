import { makeStoreObservable } from '../../make-store-observable';

/**
 * The reason an operator's question requires before it acts (ending a break, closing a round),
 * as the API requires it: the text typed so far, and whether an empty one was sent, which the
 * field then shows until something is typed.
 */
export class RequiredReason {
  text = '';
  missing = false;

  constructor() {
    makeStoreObservable(this, {}, { autoBind: true });
  }

  set(text: string): void {
    this.text = text;
    if (text.trim()) this.missing = false;
  }

  /** A new question: nothing typed, nothing missing. */
  reset(): void {
    this.text = '';
    this.missing = false;
  }

  /** The reason to send, trimmed; null, and marked missing, when there is none. */
  take(): string | null {
    const reason = this.text.trim();
    if (!reason) this.missing = true;
    return reason || null;
  }
}
