import { createHash, randomUUID } from 'node:crypto';
import type { ChangeListener } from '../db/change-feed';

/** One answer as sent: the serialized JSON, its hash (for the ETag), compressed copies made on demand. */
export interface CachedAnswer {
  readonly body: Buffer;
  readonly hash: string;
  readonly compressed: Map<string, Buffer>;
}

interface Entry {
  answer: CachedAnswer;
  tables: readonly string[];
  size: number;
}

export interface ResponseCacheOptions {
  /** Memory budget; the least recently used answers go first. */
  maxBytes: number;
  /** Whether changes are being heard right now; nothing is kept while they are not. */
  isLive: () => boolean;
}

export function answerOf(json: string): CachedAnswer {
  const body = Buffer.from(json);
  return { body, hash: createHash('sha256').update(body).digest('base64url').slice(0, 22), compressed: new Map() };
}

/**
 * Serialized answers by key (route and every input the answer depends on), each tied to the
 * tables it was read from and dropped as soon as one of them changes.
 */
export class ResponseCache implements ChangeListener {
  private readonly entries = new Map<string, Entry>();
  private readonly building = new Map<string, { answer: Promise<CachedAnswer>; stamp: string }>();
  private readonly generations = new Map<string, number>();
  private epoch = 0;
  private readonly instance = randomUUID();
  private bytes = 0;

  constructor(private readonly options: ResponseCacheOptions) {}

  /**
   * The kept answer for `key`, or a new one from `build`. It is kept only if none of `tables`
   * changed while it was built: a read that began before a change may have seen the old rows.
   */
  async get(key: string, tables: readonly string[], build: () => Promise<string>): Promise<CachedAnswer> {
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.answer;
    }
    const stamp = this.stamp(tables);
    // Requests that arrive while the same answer is being built share it, unless a change came between.
    const pending = this.building.get(key);
    if (pending?.stamp === stamp) return pending.answer;
    const answer = build().then(answerOf);
    this.building.set(key, { answer, stamp });
    try {
      const built = await answer;
      if (this.options.isLive() && this.stamp(tables) === stamp) this.keep(key, tables, built);
      return built;
    } finally {
      if (this.building.get(key)?.answer === answer) this.building.delete(key);
    }
  }

  /** A value read from `tables` (plain JSON data), kept as its JSON like an answer, until one of them changes. */
  async value<T>(key: string, tables: readonly string[], read: () => Promise<T>): Promise<T> {
    const answer = await this.get(key, tables, async () => JSON.stringify(await read()));
    return JSON.parse(answer.body.toString('utf8')) as T;
  }

  changed(table: string) {
    this.generations.set(table, (this.generations.get(table) ?? 0) + 1);
    for (const [key, entry] of this.entries) if (entry.tables.includes(table)) this.remove(key, entry);
  }

  lost() {
    this.epoch += 1;
    this.entries.clear();
    this.bytes = 0;
  }

  /**
   * What `tables` hold, as far as this cache has heard: it moves on with any change to one of them
   * or a lost feed, and differs between processes and restarts. Null while changes are not heard.
   */
  versionOf(tables: readonly string[]): string | null {
    return this.options.isLive() ? `${this.instance}:${this.stamp(tables)}` : null;
  }

  get size() {
    return this.entries.size;
  }

  private stamp(tables: readonly string[]) {
    return `${this.epoch}:${tables.map((t) => this.generations.get(t) ?? 0).join(',')}`;
  }

  private keep(key: string, tables: readonly string[], answer: CachedAnswer) {
    // Counted twice: the body, and room for its brotli and gzip copies (each a fraction of JSON).
    const size = 2 * answer.body.length + key.length;
    const old = this.entries.get(key);
    if (old) this.remove(key, old);
    this.entries.set(key, { answer, tables, size });
    this.bytes += size;
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.options.maxBytes) break;
      this.remove(oldest, entry);
    }
  }

  private remove(key: string, entry: Entry) {
    this.entries.delete(key);
    this.bytes -= entry.size;
  }
}
