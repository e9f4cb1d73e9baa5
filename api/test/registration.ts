/** A complete, valid sign-up body under AGENCY2; `over` changes or adds fields. */
export const registration = (over: Record<string, unknown> = {}) => ({
  referral_code: 'AGENCY2',
  username: 'newbie01',
  password: 'secret12',
  password_confirm: 'secret12',
  nickname: '새내기',
  withdraw_password: '5678',
  withdraw_password_confirm: '5678',
  phone: '010-5555-0001',
  bank_name: '신한은행',
  account_number: '110-555-000001',
  ...over,
});
