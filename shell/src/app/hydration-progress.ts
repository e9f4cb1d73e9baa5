import { createContext } from 'react';

/**
 * The parts of a served page that hydrate apart (`HydratedApart`) and are not live yet: a click
 * on one not yet taken over was lost in our tries, so the page counts as live only when none is
 * left. A part begins when the root commits it and is done when its markup is taken over, when
 * its fallback shows, or when it goes before either (a navigation, an error boundary): a part
 * that is gone never holds the page. Parts are named by their `useId`.
 */
export class HydrationProgress {
  private readonly waiting = new Set<string>();
  private readonly finished = new Set<string>();
  private readonly settledListeners: Array<() => void> = [];

  /** A part is on the page, not yet live (unless it already said it was: effects run child first). */
  begin(part: string): void {
    if (!this.finished.has(part)) this.waiting.add(part);
  }

  /** The part is live, or gone. */
  done(part: string): void {
    this.finished.add(part);
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
