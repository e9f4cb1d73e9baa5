export const ko = {
  home: {
    loading: '불러오는 중...',
    loadFailed: '로비 정보를 불러오지 못했습니다.',
    retry: '다시 시도',
    noSlides: '진행 중인 이벤트가 없습니다.',
    marqueeLabel: '공지',
    entriesTitle: '게임 선택',
    casino: { title: '카지노', description: '바카라, 블랙잭, 룰렛 라이브 테이블', cta: '카지노 입장' },
    slot: { title: '슬롯', description: '인기 슬롯과 신규 게임', cta: '슬롯 입장' },
  },
};
