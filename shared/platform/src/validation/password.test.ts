import { isValidPassword } from './password';

describe('password rule (4-12 English letters and numbers)', () => {
  it.each(['abcd', 'Abc123', 'a1b2c3d4e5f6', '1234'])('accepts %p', (value) => {
    expect(isValidPassword(value)).toBe(true);
  });

  it.each(['abc', 'a1b2c3d4e5f6g', 'pass word', 'pass!23', '비밀번호1234', 'ｐａｓｓ1', '', null, undefined])('rejects %p', (value) => {
    expect(isValidPassword(value)).toBe(false);
  });
});
