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
  loading: '불러오는 중',
  table: {
    columns: '표시할 열',
    columnsOf: '{{table}}에 표시할 열',
    hiddenCount: '{{count}}개 숨김',
    showAll: '모두 표시',
    actions: '작업',
    actionsFor: '{{name}} 작업',
    moreActions: '{{name}} 작업 더보기',
    details: '자세히',
    hideDetails: '간단히',
  },
  number: {
    notNumber: '숫자로 입력해 주세요',
    whole: '소수점 없이 입력해 주세요',
    decimals: '소수점 아래 {{decimals}}자리까지 입력해 주세요',
    belowMin: '{{min}} 이상으로 입력해 주세요',
    aboveMax: '{{max}} 이하로 입력해 주세요',
  },
  window: {
    close: '창 닫기',
  },
  image: {
    upload: '파일 올리기',
    placeholder: '/uploads/… 또는 https://…',
    preview: '선택한 이미지 미리보기',
    problems: {
      type: 'PNG, JPEG, WebP, GIF 파일만 올릴 수 있습니다.',
      empty: '빈 파일입니다.',
      size: '{{mb}}MB 이하의 파일만 올릴 수 있습니다.',
      failed: '이미지를 올리지 못했습니다.',
    },
  },
  filters: {
    search: '검색',
    reset: '초기화',
  },
} satisfies TranslationTree;
