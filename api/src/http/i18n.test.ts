import { pickLang, translate } from './i18n';

describe('pickLang', () => {
  it.each([
    [undefined, 'ko'],
    ['', 'ko'],
    ['ko', 'ko'],
    ['en', 'en'],
    ['en-US,en;q=0.9', 'en'],
    ['ko-KR,ko;q=0.9,en-US;q=0.8', 'ko'],
    ['fr-FR,fr;q=0.9', 'ko'],
    ['fr,en;q=0.5', 'en'],
    ['ko;q=0.2,en;q=0.8', 'en'],
    ['en;q=0,ko;q=0.1', 'ko'],
    ['*', 'ko'],
  ])('picks %j -> %s', (header, lang) => {
    expect(pickLang(header)).toBe(lang);
  });
});

describe('translate', () => {
  it('fills parameters', () => {
    expect(translate('en', 'auth.rate_limited_account', { minutes: 7 })).toBe('Too many failed login attempts for this ID. Try again in 7 minutes');
    expect(translate('ko', 'auth.rate_limited_account', { minutes: 7 })).toContain('7분');
  });
});
