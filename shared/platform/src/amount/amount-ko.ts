import type { TranslationTree } from '@casino/platform';

/** The platform's `amount` namespace: the words of AmountField, for member and staff pages alike. */
export const amountKo = {
  label: '금액',
  placeholder: '금액을 입력해 주세요',
  unit: '원',
  quickLabel: '빠른 금액',
  quick: {
    '50000': '5만',
    '100000': '10만',
    '500000': '50만',
    '1000000': '100만',
    '5000000': '500만',
    '10000000': '1000만',
    '50000000': '5000만',
  },
  add: '{{amount}}원 추가',
  reset: '초기화',
} satisfies TranslationTree;
