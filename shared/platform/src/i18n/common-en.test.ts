import { lowercaseStarts } from '../testing/lowercase-starts';
import { commonEn } from './common-en';
import { I18nService } from './i18n-service';

test('every English message starts with a capital letter', () => {
  expect(lowercaseStarts(commonEn)).toEqual([]);
});

afterEach(() => localStorage.clear());

test('names each balance once per language, for any namespace to nest', async () => {
  const i18n = new I18nService({ defaultLanguage: 'ko' });
  i18n.addNamespace('wallet', { ko: { title: '$t(common:money.cash) → $t(common:money.credit)' }, en: { title: '$t(common:money.credit) → $t(common:money.cash)' } });
  expect(i18n.t('wallet:title')).toBe('보유금 → 게임 크레딧');
  await i18n.setLanguage('en');
  expect(i18n.t('wallet:title')).toBe('Game credit → Cash');
  expect(i18n.t('common:money.rollingPoint')).toBe('Rolling points');
});
