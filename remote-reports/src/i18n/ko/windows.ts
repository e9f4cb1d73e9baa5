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
      time: '시간',
      earner: '받은 계정',
      member: '베팅 회원',
      game: '게임',
      round: '라운드',
      workingTitle: '계산 (베팅마다 베팅 × 내 요율 − 베팅 × 하위 요율, 롤백 회수 포함)',
      working: '{{bet}} × {{own}} − {{bet}} × {{childRate}} ({{child}}) = {{expected}}',
      unrated: '베팅 {{bet}}: 장부 적립 {{amount}} (당시 요율 기록 없음)',
      rollbackOf: '롤백 ({{bet}} 취소): {{amount}}',
      rollback: '롤백: {{amount}}',
      sum: '합계 {{amount}}',
      amount: '적립액 (장부)',
      differs: '계산과 다름',
      totals: { bet: '베팅', amount: '내 적립', line: '라인 전체 적립' },
    },
  },
};
