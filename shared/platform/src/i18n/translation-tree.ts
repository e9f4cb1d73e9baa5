/** A namespace's messages: nested objects with dotted keys at the leaves. */
export interface TranslationTree {
  [key: string]: string | TranslationTree;
}

export interface NamespaceResources {
  ko: TranslationTree;
  en: TranslationTree;
}
