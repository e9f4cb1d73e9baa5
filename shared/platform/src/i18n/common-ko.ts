import type { TranslationTree } from './translation-tree';

/** The platform's own `common` namespace: messages any app may show. */
export const commonKo = {
  errors: {
    generic: '오류가 발생했습니다',
    network: '네트워크 오류가 발생했습니다. 연결을 확인해 주세요.',
    timeout: '요청 시간이 초과되었습니다. 잠시 후 다시 시도해 주세요.',
    aborted: '요청이 취소되었습니다.',
    unauthorized: '세션이 만료되었습니다. 다시 로그인해 주세요.',
    invalidResponse: '서버 응답을 처리할 수 없습니다.',
  },
  /** The three balances, named once for every app (others nest them: `$t(common:money.credit)`). */
  money: {
    cash: '보유금',
    credit: '게임 크레딧',
    rollingPoint: '롤링 포인트',
  },
  auth: {
    pleaseLogIn: '로그인해 주세요.',
  },
  validation: {
    password: '비밀번호는 영문과 숫자로 4~12자여야 합니다.',
  },
  language: {
    ko: '한국어',
    en: 'English',
  },
} satisfies TranslationTree;
