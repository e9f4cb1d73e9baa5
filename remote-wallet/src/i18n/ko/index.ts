/** The `wallet` namespace, Korean (the default language). English in en.ts has the same keys. */
export const ko = {
  validation: {
    amount: '금액을 입력해 주세요',
    password: '출금 비밀번호를 입력해 주세요',
    passwordAndAmount: '비밀번호와 금액을 입력해 주세요',
  },
  tabs: {
    request: '신청',
    details: '내역',
  },
  deposit: {
    title: '입금 신청',
    submit: '입금 신청',
    success: '입금 신청이 완료되었습니다',
    confirmDelete: '이 입금 신청을 삭제하시겠습니까?',
  },
  withdraw: {
    title: '출금 신청',
    submit: '출금 신청',
    success: '출금 신청이 완료되었습니다',
    confirmDelete: '이 출금 신청을 삭제하시겠습니까?',
    password: '출금 비밀번호',
    passwordPlaceholder: '출금 비밀번호를 입력해 주세요',
    account: '출금 계좌',
    balance: '출금 가능 금액',
  },
  notes: {
    title: '안내',
    inspection: '은행 점검 시간(보통 {{hours}})에는 입출금이 지연될 수 있습니다.',
    sequential: '입출금 신청은 접수 순서대로 처리되며, 처리가 지연될 수 있습니다.',
  },
  details: {
    amount: '금액',
    time: '신청 시간',
    status: '상태',
    actions: '관리',
    delete: '삭제',
    empty: '신청 내역이 없습니다.',
    loadFailed: '신청 내역을 불러오지 못했습니다.',
    retry: '다시 시도',
    confirmText: '정말 삭제하시겠습니까? 삭제한 내역은 복구할 수 없습니다.',
    confirmOk: '삭제',
    confirmCancel: '취소',
    deleted: '삭제되었습니다',
    statuses: {
      request: '신청',
      waiting: '대기',
      approve: '승인',
      delete: '삭제',
      clear: '완료',
    },
  },
  convert: {
    title: '머니 전환',
    // The balances' names are the platform's (common:money), one per language everywhere.
    toCredit: {
      title: '$t(common:money.cash) → $t(common:money.credit)',
      from: '$t(common:money.cash)',
      submit: '$t(common:money.credit)으로 전환',
      insufficient: '전환할 $t(common:money.cash)이 부족합니다',
    },
    toCash: {
      title: '$t(common:money.credit) → $t(common:money.cash)',
      from: '$t(common:money.credit)',
      submit: '$t(common:money.cash)으로 전환',
      insufficient: '전환할 $t(common:money.credit)이 부족합니다',
    },
    rolling: {
      title: '$t(common:money.rollingPoint) → $t(common:money.cash)',
      from: '$t(common:money.rollingPoint)',
      submit: '$t(common:money.cash)으로 전환',
      insufficient: '전환할 포인트가 부족합니다',
    },
    success: '전환되었습니다',
    failed: '전환에 실패했습니다',
  },
  errors: {
    generic: '오류가 발생했습니다',
  },
  standalone: {
    title: '지갑 (단독 실행)',
  },
};
