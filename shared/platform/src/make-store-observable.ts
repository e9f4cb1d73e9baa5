import { makeAutoObservable, type AnnotationsMap, type CreateObservableOptions } from 'mobx';
import { isUsingStaticRendering } from 'mobx-react-lite';

/**
 * `makeAutoObservable` for the apps' stores. In a server render (MobX's static rendering: each
 * page is drawn once and thrown away, and nothing observes it) a store stays a plain object, its
 * methods bound when `autoBind` asks for it: making every store of a render observable was about
 * a quarter of the render's time, for changes nobody would see (bench/README 'The render in one
 * pass, its stores plain'). In the browser it is `makeAutoObservable`.
 */
export function makeStoreObservable<T extends object, AdditionalKeys extends PropertyKey = never>(
  target: T,
  overrides?: AnnotationsMap<T, NoInfer<AdditionalKeys>>,
  options?: Omit<CreateObservableOptions, 'proxy'>,
): T {
  if (!isUsingStaticRendering()) return makeAutoObservable(target, overrides, options);
  if (options?.autoBind) bindMethods(target);
  return target;
}

/** Each method of the target's classes as its own property, bound to it (as `autoBind` leaves them). */
function bindMethods(target: object): void {
  for (let proto: object | null = Object.getPrototypeOf(target); proto !== null && proto !== Object.prototype; proto = Object.getPrototypeOf(proto)) {
    for (const key of Reflect.ownKeys(proto)) {
      if (key === 'constructor' || Object.hasOwn(target, key)) continue;
      const { value } = Object.getOwnPropertyDescriptor(proto, key)!;
      if (typeof value === 'function') Object.defineProperty(target, key, { value: value.bind(target), writable: true, configurable: true });
    }
  }
}
