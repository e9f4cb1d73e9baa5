import { action, isObservable, isObservableProp, reaction } from 'mobx';
import { enableStaticRendering } from 'mobx-react-lite';
import { makeStoreObservable } from './make-store-observable';

class Counter {
  count = 0;
  readonly #step: number;

  constructor(step: number, bind: boolean) {
    this.#step = step;
    makeStoreObservable<Counter, 'reset'>(this, { reset: action }, { autoBind: bind });
  }

  get doubled(): number {
    return this.count * 2;
  }

  add(): void {
    this.count += this.#step;
  }

  addTwice(): void {
    this.add();
    this.add();
  }

  /** Annotated by the overrides: MobX leaves it unbound. */
  reset(): void {
    this.count = 0;
  }
}

afterEach(() => enableStaticRendering(false));

describe('makeStoreObservable', () => {
  it('makes the store observable in the browser, its methods bound', () => {
    const counter = new Counter(2, true);
    const seen: number[] = [];
    const stop = reaction(() => counter.doubled, (doubled) => seen.push(doubled));

    const { add } = counter;
    add();
    stop();

    expect(isObservableProp(counter, 'count')).toBe(true);
    expect(seen).toEqual([4]);
  });

  it('leaves the store a plain object in a server render, that still works as the store', () => {
    enableStaticRendering(true);

    const counter = new Counter(3, true);
    counter.addTwice();

    expect(isObservable(counter)).toBe(false);
    expect(counter.count).toBe(6);
    expect(counter.doubled).toBe(12);
  });

  it('binds the methods MobX would bind in a server render, for each store of a class', () => {
    enableStaticRendering(true);

    const stores = [new Counter(1, true), new Counter(5, true)];
    for (const { add, addTwice } of stores) {
      add();
      addTwice();
    }

    expect(stores.map((store) => store.count)).toEqual([3, 15]);
    expect(Object.keys(stores[0]!)).toEqual(['count']);
    // As in the browser: a method the overrides name is not bound.
    expect(Object.hasOwn(stores[0]!, 'reset')).toBe(false);
    expect(Object.hasOwn(new Counter(1, true), 'reset')).toBe(false);
  });

  it('leaves the methods on the prototype in a server render when not asked to bind them', () => {
    enableStaticRendering(true);

    const counter = new Counter(1, false);

    expect(Object.hasOwn(counter, 'add')).toBe(false);
    expect(() => counter.add.call(undefined)).toThrow(TypeError);
  });
});
