import { makeAutoObservable, type AnnotationsMap, type CreateObservableOptions } from 'mobx';
import { isUsingStaticRendering } from 'mobx-react-lite';

/**
 * `makeAutoObservable` for the apps' stores. In a server render (MobX's static rendering: each
 * page is drawn once and thrown away, and nothing observes it) a store stays a plain object, and
 * with `autoBind` the methods MobX would bind are bound: making every store of a render observable
 * was about a quarter of the render's time, for changes nobody would see (bench/README 'The render
 * in one pass, its stores plain'). In the browser it is `makeAutoObservable`.
 */
export function makeStoreObservable<T extends object, AdditionalKeys extends PropertyKey = never>(
  target: T,
  overrides?: AnnotationsMap<T, NoInfer<AdditionalKeys>>,
  options?: Omit<CreateObservableOptions, 'proxy'>,
): T {
  if (!isUsingStaticRendering()) return makeAutoObservable(target, overrides, options);
  if (options?.autoBind) bindMethods(target, overrides ?? {});
  return target;
}

/** The method names of each store class not named in its overrides: read once per class. */
const boundMethodsOfClass = new WeakMap<object, PropertyKey[]>();

/**
 * The methods of the target's class as its own properties, bound to it, as `autoBind` leaves
 * them: those the overrides name (left alone, or made plain actions) are not. Only the class's
 * own: `makeAutoObservable` takes no class with a parent.
 */
function bindMethods(target: object, overrides: object): void {
  const prototype = Object.getPrototypeOf(target) as object;
  let methods = boundMethodsOfClass.get(prototype);
  if (methods === undefined) {
    methods = Reflect.ownKeys(prototype).filter((key) => key !== 'constructor' && !Object.hasOwn(overrides, key) && typeof Object.getOwnPropertyDescriptor(prototype, key)!.value === 'function');
    boundMethodsOfClass.set(prototype, methods);
  }
  for (const key of methods) {
    if (Object.hasOwn(target, key)) continue;
    const method = (target as Record<PropertyKey, (...args: unknown[]) => unknown>)[key]!;
    Object.defineProperty(target, key, { value: method.bind(target), writable: true, configurable: true });
  }
}
