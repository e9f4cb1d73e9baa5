import type { TranslationTree } from '../i18n/translation-tree';

/**
 * The English messages that begin with a small letter, as `key: text`. Every message the site
 * shows starts a sentence or a label, so each should start with a capital (docs/decisions/037-wording.md);
 * a leading placeholder or symbol (`{{count}} games`, `₩`) is not a letter and passes.
 */
export function lowercaseStarts(tree: TranslationTree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value !== 'string') return lowercaseStarts(value, path);
    return /^[a-z]/.test(value) ? [`${path}: ${value}`] : [];
  });
}
