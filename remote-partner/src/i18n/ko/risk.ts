/** The risk page's namespace (`partner-risk`), Korean; loaded with the page. The kinds' names are the `partner` namespace's (the members list shows them too). */
export const riskKo = {
  title: '위험 신호',
  intro: '최근 30일 동안 라인 회원에게서 보인 신호입니다. 신호는 살펴볼 이유일 뿐 판단은 파트너가 합니다.',
  kind: '종류',
  allKinds: '모든 종류',
  of: '{{username}}의 신호',
  allMembers: '모든 회원 보기',
  tableLabel: '위험 신호',
  empty: '최근 30일 동안 신호가 없습니다.',
  columns: { member: '회원', partner: '파트너', flag: '신호', why: '내용', at: '시각' },
  why: {
    shared_address: '같은 IP({{address}})로 접속한 회원: {{others}}',
    shared_device: '같은 브라우저로 접속한 회원: {{others}}',
    more: '{{names}} 외 {{count}}명',
    many_addresses: '{{day}} 하루에 IP {{addresses}}개로 접속',
    big_win: '{{game}}에서 {{prize}} 당첨 (평소 당첨금 {{median}}의 {{times}}배)',
  },
};
