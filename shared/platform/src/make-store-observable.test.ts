import { isObservable, isObservableProp, reaction } from 'mobx';
import { enableStaticRendering } from 'mobx-react-lite';
import { makeStoreObservable } from './make-store-observable';

class Counter {
  count = 0;
  readonly #step: number;

  constructor(step: number, bind: boolean) {
    this.#step = step;
    makeStoreObservable(this, {}, { autoBind: bind });
  }

  get doubled(): number {
    return this.count * 2;
  }

  add(): void {
    this.count += this.#step;
  }
}

class BigCounter extends Counter {
  addTwice(): void {
    this.add();
    this.add();
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

    const counter = new BigCounter(3, true);
    counter.addTwice();

    expect(isObservable(counter)).toBe(false);
    expect(counter.count).toBe(6);
    expect(counter.doubled).toBe(12);
  });

  it('binds the methods of every class of the store in a server render when asked to', () => {
    enableStaticRendering(true);

    const counter = new BigCounter(1, true);
    const { add, addTwice } = counter;
    add();
    addTwice();

    expect(counter.count).toBe(3);
    expect(Object.keys(counter)).toEqual(['count']);
  });

  it('leaves the methods on the prototype in a server render when not asked to bind them', () => {
    enableStaticRendering(true);

    const counter = new Counter(1, false);

    expect(Object.hasOwn(counter, 'add')).toBe(false);
    expect(() => counter.add.call(undefined)).toThrow(TypeError);
  });
});
