import { hasWordsFor, type TranslateIn, type TranslationKey } from './translation-key';

const tree = { title: '', tabs: { request: '', details: '' }, gameCount_one: '', gameCount_other: '', audit: { 'account.create': '' } };
type Key = TranslationKey<typeof tree>;

test('the keys are the dotted leaves, with the base of a plural and keys that hold a dot', () => {
  const keys: Key[] = ['title', 'tabs.request', 'tabs.details', 'gameCount', 'gameCount_other', 'audit.account.create'];
  const t: TranslateIn<typeof tree> = (key) => key;
  expect(keys.map((key) => t(key))).toEqual(['title', 'tabs.request', 'tabs.details', 'gameCount', 'gameCount_other', 'audit.account.create']);
  // @ts-expect-error: a section is not a message.
  t('tabs');
  // @ts-expect-error: a key the namespace does not have fails the build, not the page.
  t('tabs.history');
});

test('hasWordsFor narrows a code from the API to the keys of a tree, and only its own', () => {
  const code: string = 'request';
  expect(hasWordsFor(tree.tabs, code)).toBe(true);
  if (hasWordsFor(tree.tabs, code)) {
    const key: Key = `tabs.${code}`;
    expect(key).toBe('tabs.request');
  }
  expect(hasWordsFor(tree.tabs, 'history')).toBe(false);
  expect(hasWordsFor(tree.tabs, 'toString')).toBe(false);
});
