/** i18next's plural suffixes: `count_other` in a tree is asked for as `count` (with `{ count }`). */
type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
type LeafKey<K extends string> = K extends `${infer Base}_${PluralSuffix}` ? Base | K : K;

/** Every key of a namespace's tree, dotted: `{ tabs: { request: '' } }` gives `'tabs.request'`. */
export type TranslationKey<T> = {
  [K in keyof T & string]: T[K] extends string ? LeafKey<K> : `${K}.${TranslationKey<T[K]>}`;
}[keyof T & string];

/** A namespace's `t`: a key the namespace does not have fails the type check, not the page. */
export type TranslateIn<T> = (key: TranslationKey<T>, options?: Record<string, unknown>) => string;

/** Whether a tree has words for `key` (a code from the API or a route): narrows it to that tree's keys. */
export const hasWordsFor = <T extends object>(tree: T, key: string): key is Extract<keyof T, string> => Object.hasOwn(tree, key);
