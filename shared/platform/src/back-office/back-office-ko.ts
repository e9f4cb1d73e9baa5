import type { TranslationTree } from '@casino/platform';

/**
 * The platform's `backOffice` namespace: the words of the back-office pieces themselves. Apart
 * from `common` so that they load with the back-office entry, not with every member page.
 */
export const backOfficeKo = {
  loadError: {
    title: '불러오지 못했습니다',
    retry: '다시 시도',
  },
  filters: {
    search: '검색',
    reset: '초기화',
  },
} satisfies TranslationTree;
