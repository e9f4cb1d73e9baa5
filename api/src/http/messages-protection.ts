/** Player protection's messages (issue 31), merged into `messages.ts`. */
export const protectionEn = {
  'protection.members_only': 'Only member accounts have limits',
  'protection.session_minutes_range': 'A session limit is between {min} and {max} minutes',
  'protection.reality_check_range': 'A reality check comes every {min} to {max} minutes',
  'protection.deposit_limit': 'This deposit would pass your deposit limit: {left} won is left until {resets}',
  'protection.deposit_limit_partner': "This payment would pass the member's deposit limit: {left} won is left until {resets}",
  'provider.loss_limit': 'This bet would pass your loss limit',
  'provider.wager_limit': 'This bet would pass your daily betting limit',
  'protection.excluded_until': 'You are taking a break from play until {until} (Korea time). You can sign in again after that.',
  'protection.excluded_permanently': 'You have excluded yourself from play for good, so this account cannot sign in.',
  'protection.member_excluded': 'This member is taking a break from play; payments to it are refused until it ends',
  'protection.exclusion_not_found': 'There is no such break from play',
  'protection.exclusion_over': 'This break from play has already ended',
  'protection.deposit_excluded': "This member is taking a break from play: its deposit cannot be approved until the break ends (it can be rejected)",
  'register.details_on_a_break': 'This phone number or bank account cannot be used to sign up now. Please contact customer service.',
};

export const protectionKo: Record<keyof typeof protectionEn, string> = {
  'protection.members_only': '한도는 회원 계정에만 있습니다',
  'protection.session_minutes_range': '접속 시간 한도는 {min}분에서 {max}분 사이입니다',
  'protection.reality_check_range': '이용 시간 알림 간격은 {min}분에서 {max}분 사이입니다',
  'protection.deposit_limit': '입금 한도를 넘는 금액입니다. {resets}까지 남은 한도는 {left}원입니다',
  'protection.deposit_limit_partner': '회원의 입금 한도를 넘는 지급입니다. {resets}까지 남은 한도는 {left}원입니다',
  'provider.loss_limit': '손실 한도를 넘는 베팅입니다',
  'provider.wager_limit': '일일 베팅 한도를 넘는 베팅입니다',
  'protection.excluded_until': '{until}(한국 시간)까지 이용을 쉬고 있습니다. 그 뒤에 다시 로그인할 수 있습니다.',
  'protection.excluded_permanently': '이용을 영구히 중지하셔서 이 계정으로 로그인할 수 없습니다.',
  'protection.member_excluded': '이용을 쉬고 있는 회원입니다. 기간이 끝날 때까지 지급할 수 없습니다',
  'protection.exclusion_not_found': '해당 이용 제한이 없습니다',
  'protection.exclusion_over': '이미 끝난 이용 제한입니다',
  'protection.deposit_excluded': '이용을 쉬고 있는 회원입니다. 기간이 끝날 때까지 입금을 승인할 수 없습니다(거절은 할 수 있습니다)',
  'register.details_on_a_break': '이 전화번호나 계좌로는 지금 가입할 수 없습니다. 고객센터에 문의해 주세요.',
};
