import { createContext } from 'react';

/**
 * The parts of a served page that hydrate apart (`HydratedApart`) and have not yet: React drops a
 * click on server markup it has not taken over, so the page counts as live only when none is left.
 * A part is named by its `useId`, the same however often React renders it before it commits.
 */
export class HydrationProgress {
  private readonly waiting = new Set<string>();
  private readonly settledListeners: Array<() => void> = [];

  /** A part is on the page, not yet taken over. */
  begin(part: string): void {
    this.waiting.add(part);
  }

  /** The part is live. */
  done(part: string): void {
    this.waiting.delete(part);
    if (this.waiting.size === 0) for (const listener of this.settledListeners.splice(0)) listener();
  }

  /** Resolves once every part begun is done (at once if none is waiting). */
  whenSettled(): Promise<void> {
    if (this.waiting.size === 0) return Promise.resolve();
    return new Promise((resolve) => this.settledListeners.push(resolve));
  }
}

/** Given while a served page hydrates; null when the app renders afresh or on the server. */
export const HydrationProgressContext = createContext<HydrationProgress | null>(null);
