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
    // Asked with values, the word is kept for those values.
    expect([t('greet', { name: 'Ann' }), t('greet', { name: 'Bo' }), t('greet', { name: 'Ann' })]).toEqual(['Hi Ann', 'Hi Bo', 'Hi Ann']);
    // A newer release's words replace the namespace's: the kept word goes with them.
    i18n.addNamespace('games', { ko: { title: '새 게임', greet: '' }, en: { title: 'New games', greet: '' } });
    expect(t('title')).toBe('New games');
  });

  it('shares the words of a namespace between instances that have the same words, and only those', () => {
    const words = { ko: { title: '게임' }, en: { title: 'Games' } };
    const first = new I18nService({ language: 'en' });
    first.addNamespace('games', words);
    const lookUp = jest.spyOn(first.instance, 'getFixedT');
    expect(first.fixedT('en', 'games')('title')).toBe('Games');
    expect(lookUp).toHaveBeenCalledTimes(1);

    // A second render's instance, the same words: its first ask is answered without i18next.
    const second = new I18nService({ language: 'en' });
    second.addNamespace('games', words);
    const secondLookUp = jest.fn(() => 'looked up again');
    jest.spyOn(second.instance, 'getFixedT').mockReturnValue(secondLookUp as unknown as ReturnType<typeof second.instance.getFixedT>);
    const t = second.fixedT('en', 'games');
    expect(t('title')).toBe('Games');
    // A key of another namespace, and one asked with options, are this instance's own.
    expect([t('common:errors.generic'), t('title', { count: 1 })]).toEqual(['looked up again', 'looked up again']);
    expect(second.fixedT('ko', 'games')('title')).toBe('looked up again');

    // Other words for the namespace (a remote's new release): nothing shared with the old ones.
    const third = new I18nService({ language: 'en' });
    third.addNamespace('games', { ko: { title: '새 게임' }, en: { title: 'New games' } });
    expect(third.fixedT('en', 'games')('title')).toBe('New games');
  });

  it('keeps a word asked with values by its values, and never one asked with an object or for elsewhere', () => {
    const i18n = new I18nService({ language: 'en' });
    i18n.addNamespace('wallet', { ko: { amount: '{{amount}}원', label: '지갑' }, en: { amount: '{{amount}} won', label: 'Wallet' } });
    const lookUp = jest.fn((key: string, options?: Record<string, unknown>) => `${key}:${JSON.stringify(options ?? null)}`);
    jest.spyOn(i18n.instance, 'getFixedT').mockReturnValue(lookUp as unknown as ReturnType<typeof i18n.instance.getFixedT>);
    const t = i18n.fixedT('en', 'wallet');
    const asked = [t('amount', { amount: 1 }), t('amount', { amount: '1' }), t('amount', { amount: 1 }), t('amount', { amount: 'a\u0000b' }), t('amount', { amount: 'a\u0000b' })];
    // 1 and '1' are two askings; each one is looked up once.
    expect(lookUp).toHaveBeenCalledTimes(3);
    expect(asked[0]).toBe(asked[2]);
    expect(asked[0]).not.toBe(asked[1]);
    t('amount', { amount: { value: 1 } });
    t('amount', { amount: { value: 1 } });
    t('label', { ns: 'common' });
    t('label', { ns: 'common' });
    t('label', { lng: 'ko' });
    t('label', { lng: 'ko' });
    expect(lookUp).toHaveBeenCalledTimes(9);
  });

  it('keeps at most 5,000 words a namespace, however many values a long page asks for', () => {
    const i18n = new I18nService({ language: 'en' });
    i18n.addNamespace('ledger', { ko: { amount: '{{amount}}원' }, en: { amount: '{{amount}} won' } });
    const lookUp = jest.fn((key: string, options?: Record<string, unknown>) => `${key}:${JSON.stringify(options ?? null)}`);
    jest.spyOn(i18n.instance, 'getFixedT').mockReturnValue(lookUp as unknown as ReturnType<typeof i18n.instance.getFixedT>);
    const t = i18n.fixedT('en', 'ledger');
    for (let amount = 0; amount < 5_000; amount += 1) t('amount', { amount });
    t('amount', { amount: 0 });
    expect(lookUp).toHaveBeenCalledTimes(5_000);
    // The 5,001st word starts the kept words afresh: the first is looked up again.
    t('amount', { amount: 5_000 });
    t('amount', { amount: 0 });
    expect(lookUp).toHaveBeenCalledTimes(5_002);
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
