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

/** The method names of each store class, down its prototype chain: read once per class. */
const methodsOfClass = new WeakMap<object, PropertyKey[]>();

/** Each method of the target's classes as its own property, bound to it (as `autoBind` leaves them). */
function bindMethods(target: object): void {
  const prototype = Object.getPrototypeOf(target) as object;
  let methods = methodsOfClass.get(prototype);
  if (methods === undefined) {
    methods = methodNames(prototype);
    methodsOfClass.set(prototype, methods);
  }
  for (const key of methods) {
    if (Object.hasOwn(target, key)) continue;
    const method = (target as Record<PropertyKey, (...args: unknown[]) => unknown>)[key]!;
    Object.defineProperty(target, key, { value: method.bind(target), writable: true, configurable: true });
  }
}

function methodNames(prototype: object): PropertyKey[] {
  const names = new Set<PropertyKey>();
  for (let proto: object | null = prototype; proto !== null && proto !== Object.prototype; proto = Object.getPrototypeOf(proto) as object | null) {
    for (const key of Reflect.ownKeys(proto)) {
      if (key !== 'constructor' && typeof Object.getOwnPropertyDescriptor(proto, key)!.value === 'function') names.add(key);
    }
  }
  return [...names];
}
