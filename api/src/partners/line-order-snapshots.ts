import type { ChangeListener } from '../db/change-feed';

const MAX_KEPT = 16;
/** Builds under way at once, over all keys: a partner flipping through many filters must not queue a whole sort per request. */
const MAX_BUILDING = 2;

export interface LineOrderOptions {
  /** Whether the change feed is heard now. */
  isLive: () => boolean;
  /** A member list with more rows than this keeps its order for the next pages (20,000). */
  largeList?: number;
  /** How long an order is used (15 s). */
  ttlMs?: number;
  now?: () => number;
}

interface Kept {
  ids: number[];
  at: number;
}

/**
 * The whole order of a large line's member list (per partner, filter and sort), kept a short
 * while so that the next pages are a slice of it instead of the same sort of 100,000 members
 * again, and so that paging does not skip or repeat a member whose balance moved between two
 * pages. The rows of a page are always read live; only which members and in what order may be up
 * to `ttlMs` old. A new account, a move or a state change (any write to `user_ancestors`,
 * told by the database to every API process) drops every kept order, and none is used while that
 * feed is not heard.
 */
export class LineOrderSnapshots implements ChangeListener {
  private readonly kept = new Map<string, Kept>();
  private readonly building = new Map<string, Promise<void>>();
  /** Raised by every drop: an order built across a drop may have read the old lines, so it is not kept. */
  private generation = 0;

  private readonly isLive: () => boolean;
  private readonly largeList: number;
  private readonly ttlMs: number;
  private readonly now: () => number;

  constructor(options: LineOrderOptions) {
    this.isLive = options.isLive;
    this.largeList = options.largeList ?? 20_000;
    this.ttlMs = options.ttlMs ?? 15_000;
    this.now = options.now ?? Date.now;
  }

  /** Whether a list of `rows` is worth keeping the order of. */
  isLarge(rows: number) {
    return rows > this.largeList;
  }

  /** The kept order for `key`, if it is fresh and the change feed is heard. */
  get(key: string): number[] | undefined {
    const kept = this.kept.get(key);
    if (!kept) return undefined;
    if (!this.isLive() || this.now() - kept.at >= this.ttlMs) {
      this.kept.delete(key);
      return undefined;
    }
    return kept.ids;
  }

  /** Builds and keeps the order for `key` in the background, once at a time per key, two keys at most at once. */
  keep(key: string, load: () => Promise<number[]>): Promise<void> {
    const under = this.building.get(key);
    if (under) return under;
    if (!this.isLive() || this.building.size >= MAX_BUILDING) return Promise.resolve();
    const generation = this.generation;
    const at = this.now();
    const building = load()
      .then((ids) => {
        if (generation !== this.generation) return;
        this.kept.delete(key);
        this.kept.set(key, { ids, at });
        if (this.kept.size > MAX_KEPT) this.kept.delete(this.kept.keys().next().value!);
      })
      .catch(() => undefined) // a failed build only means the next page sorts again
      .finally(() => this.building.delete(key));
    this.building.set(key, building);
    return building;
  }

  /** Resolves when every order being built now is kept (or given up). */
  async settled() {
    await Promise.all(this.building.values());
  }

  changed(table: string) {
    if (table === 'user_ancestors') this.drop();
  }

  lost() {
    this.drop();
  }

  private drop() {
    this.generation++;
    this.kept.clear();
  }
}
