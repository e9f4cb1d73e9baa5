/** The `reports` namespace in Korean: the betting history. */
export const koBetting = {
  betting: {
    title: '베팅 내역',
    filters: '베팅 내역 검색',
    rounds: '라운드 목록',
    empty: '베팅 내역이 없습니다',
    open: '진행 중',
    closed: '종료',
    openRound: '라운드 {{round}} 상세 보기',
    tabs: { rounds: '라운드', providers: '게임사별' },
    detail: {
      title: '라운드 {{round}}',
      loading: '라운드 상세',
      provider: '게임사',
      roundState: '상태',
      calls: '베팅 · 당첨 · 롤백 내역',
      empty: '거래 내역이 없습니다',
    },
    providers: {
      title: '게임사별 합계',
      provider: '게임사',
      show: '{{provider}} 라운드 보기',
      rounds: '{{provider}} 라운드',
      empty: '기간 안에 베팅한 게임사가 없습니다',
    },
  },
};
