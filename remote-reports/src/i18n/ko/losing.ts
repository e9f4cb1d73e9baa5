import { REPORT_WORDS } from '@casino/contract';

/** The `reports` namespace in Korean: the losing settlement. */
export const koLosing = {
  losing: {
    title: '루징 정산',
    period: {
      label: '정산 기간',
      day: '기간에 포함된 날짜',
      kinds: { day: '일', week: '주', month: '월' },
      range: '{{from}} ~ {{to}} ({{kind}})',
      closed: '마감',
      open: '진행 중',
    },
    windows: '관련 창',
    ownTitle: '내 루징',
    own: '{{name}} (나)',
    lineTitle: '하위 파트너 루징 ({{n}}명)',
    lineEmpty: '하위 파트너가 없습니다',
    settledTag: REPORT_WORDS.ko.settled.yes,
    unsettledTag: REPORT_WORDS.ko.settled.no,
    settledBy: '{{by}} 정산, 지급',
    notSettled: '아직 정산하지 않았습니다',
    lines: {
      label: '{{name}} 루징 계산',
      ownMembers: REPORT_WORDS.ko.ownMembers,
      empty: '이 기간에 베팅이 없습니다',
    },
    settle: '이 기간 정산',
    openHint: '마감되지 않은 기간은 정산할 수 없습니다.',
    confirm: {
      title: '이 기간을 정산할까요?',
      content: '{{from}} ~ {{to}} ({{kind}}) 기간의 루징을 나와 하위 파트너 모두에게 정산합니다. 파트너마다 한 번만 지급되며 되돌릴 수 없습니다.',
    },
    done: '{{from}} ~ {{to}} 기간을 정산했습니다',
    failed: '정산하지 못했습니다',
    failedUnknown: '잠시 후 다시 시도해 주세요.',
    ok: '확인',
    result: {
      title: '{{from}} ~ {{to}} ({{kind}}) 정산 결과',
      counts: '이번에 정산 {{settled}}명, 이미 정산됨 {{already}}명.',
      paid: '지급 합계',
    },
  },
};
