import dayjs from 'dayjs';
import { configure } from 'mobx';
import { I18nService, LANGUAGE_STORAGE_KEY } from './i18n-service';
import { toLang } from './languages';

configure({ enforceActions: 'observed' });

beforeEach(() => localStorage.clear());

describe('I18nService', () => {
  it('starts in Korean with the platform messages', () => {
    const i18n = new I18nService();
    expect(i18n.language).toBe('ko');
    expect(i18n.t('common:errors.generic')).toBe('오류가 발생했습니다');
    expect(document.documentElement.lang).toBe('ko');
    expect(dayjs.locale()).toBe('ko');
  });

  it('switches to English and remembers the choice', async () => {
    const i18n = new I18nService();
    await i18n.setLanguage('en');
    expect(i18n.language).toBe('en');
    expect(i18n.t('common:errors.generic')).toBe('An error occurred');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
    // The server reads it to render the next page in that language.
    expect(document.cookie).toContain('lang=en');
    expect(document.documentElement.lang).toBe('en');
    expect(dayjs.locale()).toBe('en');
    expect(new I18nService().language).toBe('en');
  });

  it("follows the page address's ?lang= over the stored choice, and ignores one it does not support", () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'ko');
    window.history.pushState({}, '', '/game/slot?lang=en');
    expect(new I18nService().language).toBe('en');
    window.history.pushState({}, '', '/game/slot?lang=fr');
    expect(new I18nService().language).toBe('ko');
    window.history.pushState({}, '', '/');
  });

  it('starts in the language a server-rendered page was rendered in, over the stored one, and still remembers a choice', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'ko');
    const i18n = new I18nService({ startLanguage: 'en' });
    expect(i18n.language).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    await i18n.setLanguage('ko');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('ko');
  });

  it('ignores a stored language it does not support', () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'fr');
    expect(new I18nService().language).toBe('ko');
  });

  it('follows a language change made on the i18next instance directly', async () => {
    const i18n = new I18nService();
    await i18n.instance.changeLanguage('en');
    expect(i18n.language).toBe('en');
  });

  it('adds a namespace in both languages', async () => {
    const i18n = new I18nService();
    i18n.addNamespace('wallet', { ko: { deposit: { title: '입금 신청' } }, en: { deposit: { title: 'Deposit request' } } });
    expect(i18n.t('wallet:deposit.title')).toBe('입금 신청');
    await i18n.setLanguage('en');
    expect(i18n.t('wallet:deposit.title')).toBe('Deposit request');
  });

  it('adds the same resources only once, so it can be called on every render', () => {
    const i18n = new I18nService();
    const resources = { ko: { a: '가' }, en: { a: 'A' } };
    const add = jest.spyOn(i18n.instance, 'addResourceBundle');
    i18n.addNamespace('games', resources);
    i18n.addNamespace('games', resources);
    // A new pair of the same words, as a hook makes on each call.
    i18n.addNamespace('games', { ko: resources.ko, en: resources.en });
    expect(add).toHaveBeenCalledTimes(2); // ko + en, once
  });

  it('takes a namespace as given, without copying it, and a newer one in its place', () => {
    const i18n = new I18nService();
    const first = { ko: { deposit: { title: '입금' }, old: '예전' }, en: { deposit: { title: 'Deposit' }, old: 'Old' } };
    i18n.addNamespace('wallet', first);
    expect(i18n.instance.getResourceBundle('ko', 'wallet').deposit).toBe(first.ko.deposit);
    i18n.addNamespace('wallet', { ko: { deposit: { title: '입금 신청' } }, en: { deposit: { title: 'Deposit request' } } });
    expect(i18n.t('wallet:deposit.title')).toBe('입금 신청');
    // The module's own words are never written to.
    expect(first.ko.deposit.title).toBe('입금');
  });

  it('gives one t per language and namespace, keeping the words it looked up until a namespace changes', () => {
    const i18n = new I18nService({ language: 'ko' });
    i18n.addNamespace('games', { ko: { title: '게임', greet: '안녕 {{name}}' }, en: { title: 'Games', greet: 'Hi {{name}}' } });
    const t = i18n.fixedT('en', 'games');
    expect(i18n.fixedT('en', 'games')).toBe(t);
    expect(i18n.fixedT('ko', 'games')).not.toBe(t);
    expect([t('title'), t('title'), t('common:errors.generic')]).toEqual(['Games', 'Games', 'An error occurred']);
    expect(i18n.fixedT('ko', 'games')('title')).toBe('게임');
    // Options are never answered from what was kept.
    expect([t('greet', { name: 'Ann' }), t('greet', { name: 'Bo' })]).toEqual(['Hi Ann', 'Hi Bo']);
    // A newer release's words replace the namespace's: the kept word goes with them.
    i18n.addNamespace('games', { ko: { title: '새 게임', greet: '' }, en: { title: 'New games', greet: '' } });
    expect(t('title')).toBe('New games');
  });

  it('tells a listener of each language change until it stops listening', async () => {
    const i18n = new I18nService();
    const listener = jest.fn();
    const stop = i18n.onLanguageChange(listener);
    await i18n.setLanguage('en');
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
    await i18n.setLanguage('ko');
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('toLang', () => {
  it('accepts our languages and their regional forms', () => {
    expect(toLang('ko')).toBe('ko');
    expect(toLang('en-US')).toBe('en');
    expect(toLang('ko_KR')).toBe('ko');
    expect(toLang('fr')).toBeNull();
    expect(toLang(null)).toBeNull();
  });
});
