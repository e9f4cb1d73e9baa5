/** The `reports` namespace in Korean: statistics by day, by game and by member. */
export const koStatistics = {
  statistics: {
    filters: '{{title}} 검색',
    table: '목록',
    byDay: { title: '일별 통계', empty: '기간 안의 날짜가 없습니다' },
    byGame: { title: '게임별 통계', empty: '기간 안에 베팅한 게임이 없습니다' },
    byUser: { title: '회원별 통계', empty: '기간 안에 베팅한 회원이 없습니다' },
    columns: {
      game: '게임',
      member: '회원',
    },
    chart: {
      dayTitle: '일별 추이',
      daySummary: '{{from}}부터 {{to}}까지 베팅 {{bet}}, 당첨 {{prize}}, 손익 {{profit}}',
      top: '{{figure}} 상위 10 {{subject}}',
      topSummary: '{{title}}: {{ranks}}',
      rank: '{{rank}}위 {{label}} {{value}}',
      empty: '차트에 보일 내역이 없습니다',
    },
  },
};
