/** The inquiry queue (`inquiries.*`). Statuses are the member side's (`tickets.statuses`). */
export const inquiriesKo = {
  title: '1:1 문의',
  waiting: '답변 대기 {{count}}건',
  empty: '조건에 맞는 문의가 없습니다.',
  filters: {
    label: '문의 검색',
    status: '상태',
    allStatuses: '전체',
    member: '회원',
    memberPlaceholder: '아이디 또는 닉네임',
    days: '작성일 (서울)',
  },
  columns: { status: '상태', title: '제목', member: '회원', created: '작성일시', answered: '답변일시' },
  detail: { title: '문의 상세', written: '작성', question: '문의 내용' },
  member: { label: '작성한 회원', title: '회원', username: '아이디', nickname: '닉네임', partner: '소속 파트너' },
  earlier: { title: '이 회원의 이전 문의', empty: '이전 문의가 없습니다.' },
  answer: {
    label: '답변',
    editLabel: '답변 (수정하면 회원에게 새 답변이 보입니다)',
    hint: '회원에게는 쓴 그대로 글자로 보입니다 (HTML 아님).',
    missing: '답변을 입력해 주세요',
    preview: '회원에게 보이는 모습',
    submit: '답변 등록',
    update: '답변 수정',
    sent: '답변을 등록했습니다',
    closed: '회원이 답변을 확인한 문의라 더 수정할 수 없습니다.',
  },
};
