/** Renders in a row whose remote server code did not arrive within the budget before it is no longer asked. */
export const LATE_RENDERS_BEFORE_SKIPPING = 3;
/** How long a remote module late that often is left to the browser before a render tries it again. */
export const SKIP_LATE_CODE_FOR_MS = 30_000;

interface Record {
  lateInARow: number;
  skippedUntil: number;
}

/**
 * Remote server code that keeps missing its render budget (a version whose module hangs as it
 * loads) is not waited for on every page: after a few late renders in a row its area goes to the
 * browser at once, and one render tries it again after a pause. Per render process and per
 * remote version's module; a canary version and the promoted one are counted apart.
 */
export class LateCodeBreaker {
  private readonly records = new Map<string, Record>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Whether renders leave this module to the browser without waiting for it; if so, until when. */
  skippedUntil(key: string): number | null {
    const record = this.records.get(key);
    return record && record.skippedUntil > this.now() ? record.skippedUntil : null;
  }

  late(key: string): void {
    const record = this.records.get(key) ?? { lateInARow: 0, skippedUntil: 0 };
    record.lateInARow += 1;
    if (record.lateInARow >= LATE_RENDERS_BEFORE_SKIPPING) record.skippedUntil = this.now() + SKIP_LATE_CODE_FOR_MS;
    this.records.set(key, record);
  }

  arrived(key: string): void {
    this.records.delete(key);
  }
}
