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

  it.each([
    ['validation.invalid', '아이디', '아이디가 올바르지 않습니다'],
    ['validation.invalid', '은행명', '은행명이 올바르지 않습니다'],
    ['validation.too_long', '아이디', '아이디는 16자 이하여야 합니다'],
    ['validation.too_long', '닉네임', '닉네임은 16자 이하여야 합니다'],
    ['validation.too_small', '번호', '번호는 16 이상이어야 합니다'],
    ['validation.too_large', '페이지', '페이지는 16 이하여야 합니다'],
    ['validation.nickname_rule', '닉네임', '닉네임은 공백으로 시작하거나 끝날 수 없습니다'],
  ] as const)('puts the right particle after the field in %s for %s', (key, field, message) => {
    expect(translate('ko', key, { field, limit: 16 })).toBe(message);
  });

  it('leaves English untouched and unknown placeholders as written', () => {
    expect(translate('en', 'validation.invalid', { field: 'ID' })).toBe('ID is invalid');
    expect(translate('ko', 'validation.invalid')).toBe('{field|이/가} 올바르지 않습니다');
  });
});
