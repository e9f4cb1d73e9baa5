import { josa } from './josa';

describe('josa', () => {
  it.each([
    ['아이디', '이/가', '가'],
    ['번호', '이/가', '가'],
    ['추천 코드', '이/가', '가'],
    ['은행명', '이/가', '이'],
    ['아이디', '은/는', '는'],
    ['닉네임', '은/는', '은'],
    ['번호', '은/는', '는'],
    ['페이지', '은/는', '는'],
    ['출금 계좌번호', '은/는', '는'],
    ['비밀번호 확인', '은/는', '은'],
    ['유형', '을/를', '을'],
    ['페이지', '을/를', '를'],
    ['전화번호', '과/와', '와'],
    ['닉네임', '과/와', '과'],
    ['가', '이/가', '가'],
    ['힣', '이/가', '이'],
  ] as const)('%s + %s -> %s', (word, pair, particle) => {
    expect(josa(word, pair)).toBe(particle);
  });

  it('falls back to both forms after a word that does not end in a Hangul syllable', () => {
    expect(josa('pageSize', '은/는')).toBe('은(는)');
    expect(josa('ID 2', '이/가')).toBe('이(가)');
    expect(josa('', '을/를')).toBe('을(를)');
  });
});
