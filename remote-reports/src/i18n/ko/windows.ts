import { REPORT_WORDS } from '@casino/contract';

/** The `reports` namespace in Korean: the pop-up windows (bet list, rankings, rolling list). */
export const koWindows = {
  windows: {
    missingMember: '회원이 지정되지 않았습니다. 보고서에서 회원을 눌러 창을 다시 열어 주세요.',
    betList: {
      title: '베팅 내역',
      heading: '{{username}} 베팅 내역',
      filters: '베팅 내역 검색',
      calls: '베팅 · 당첨 · 롤백',
      empty: '기간 안에 베팅 내역이 없습니다',
      noRound: REPORT_WORDS.ko.noRound,
    },
    rank: {
      filters: '{{title}} 검색',
      list: '순위',
      members: '기간 안에 베팅한 회원 {{n}}명',
      statementTotals: '{{from}} ~ {{to}} 회원 {{n}}명, 합계',
      empty: '기간 안에 순위에 오른 회원이 없습니다',
    },
    rolling: {
      heading: '{{username}} 롤링 내역',
      memberHeading: '{{member}} 회원의 라운드에서 {{earner}}에게 적립된 롤링',
      filters: '롤링 내역 검색',
      list: '롤링을 적립한 라운드',
      empty: '기간 안에 롤링 적립이 없습니다',
      working: REPORT_WORDS.ko.working.bet,
      unrated: REPORT_WORDS.ko.working.unrated,
      rollbackOf: REPORT_WORDS.ko.working.rollbackOf,
      rollback: REPORT_WORDS.ko.working.rollback,
      sum: REPORT_WORDS.ko.working.sum,
      differs: '계산과 다름',
      totals: { bet: '베팅', amount: '내 적립', line: '라인 전체 적립' },
    },
  },
};
