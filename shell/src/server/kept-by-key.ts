/**
 * What a render process keeps between renders, made once per key by `make` and kept up to
 * `limit` keys: the keys come from visitors (paths, versions) and are endless, so when it is full
 * the key made longest ago goes first.
 */
export class KeptByKey<T> {
  readonly #kept = new Map<string, T>();

  constructor(
    private readonly make: (key: string) => T,
    private readonly limit: number,
  ) {}

  get(key: string): T {
    const known = this.#kept.get(key);
    if (known !== undefined) return known;
    const made = this.make(key);
    if (this.#kept.size >= this.limit) this.#kept.delete(this.#kept.keys().next().value!);
    this.#kept.set(key, made);
    return made;
  }

  get size(): number {
    return this.#kept.size;
  }
}
