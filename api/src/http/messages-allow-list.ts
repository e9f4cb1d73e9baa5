/** The sign-in allow-list's messages (issue 31), merged into `messages.ts`. */
export const allowListEn = {
  'auth.address_refused': 'This account cannot sign in from this network. Please contact the account holder or your manager',
  'allow_list.address_invalid': 'Enter an IPv4 or IPv6 address (203.0.113.7) or a range in CIDR notation (203.0.113.0/24)',
  'allow_list.prefix_invalid': 'The range after "/" must be a whole number from 0 to {max} for this address',
  'allow_list.full': 'A sign-in allow-list holds at most {max} addresses. Remove one first',
  'allow_list.duplicate': 'This address or range is already on the list',
  'allow_list.locks_you_out': 'This change would stop you signing in from where you are now ({address}). Add an entry covering this address first',
  'allow_list.not_found': 'The entry was not found',
};

export const allowListKo: Record<keyof typeof allowListEn, string> = {
  'auth.address_refused': '이 네트워크에서는 이 계정으로 로그인할 수 없습니다. 계정 관리자에게 문의해 주세요',
  'allow_list.address_invalid': 'IPv4 또는 IPv6 주소(203.0.113.7)나 CIDR 형식의 범위(203.0.113.0/24)를 입력해 주세요',
  'allow_list.prefix_invalid': '"/" 뒤의 범위는 이 주소에서 0부터 {max}까지의 정수여야 합니다',
  'allow_list.full': '로그인 허용 목록에는 주소를 최대 {max}개까지 둘 수 있습니다. 먼저 하나를 삭제해 주세요',
  'allow_list.duplicate': '이미 목록에 있는 주소 또는 범위입니다',
  'allow_list.locks_you_out': '이렇게 바꾸면 지금 접속한 주소({address})에서 로그인할 수 없게 됩니다. 이 주소를 포함하는 항목을 먼저 추가해 주세요',
  'allow_list.not_found': '해당 항목이 없습니다',
};
