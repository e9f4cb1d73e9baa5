/** The break-from-play panel's namespace (`wallet-break`), Korean; loaded with the panel, not the limits dialog. */
export const breakKo = {
  title: '이용 쉬기',
  intro: '쿨오프는 잠시, 자기 제외는 오래 이용을 멈춥니다. 그동안은 로그인할 수 없고, 중간에 끝낼 수 없습니다.',
  coolOff: '쿨오프(잠시 쉬기)',
  selfExclusion: '자기 제외(장기 중지)',
  periods: { '24h': '24시간', '7d': '7일', '30d': '30일', '6m': '6개월', '1y': '1년', permanent: '영구' },
  note: '모든 기기에서 바로 로그아웃됩니다. 이미 신청한 출금은 그대로 지급됩니다.',
  start: '이용 쉬기 시작',
  confirm: { title: '{{time}}쯤까지 이용을 쉴까요?', content: '지금 로그아웃되며 그때까지 로그인할 수 없습니다. 중간에 끝낼 수 없습니다.' },
  confirmPermanent: { title: '이용을 영구히 중지할까요?', content: '지금 로그아웃되며 이 계정으로 다시 로그인할 수 없습니다.' },
  started: '이용 쉬기가 시작되었습니다. {{time}} 이후에 다시 로그인할 수 있습니다.',
  startedPermanent: '이용을 영구히 중지했습니다.',
  failed: '이용 쉬기를 시작하지 못했습니다',
  cancel: '취소',
};
