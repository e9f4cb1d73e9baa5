import { SIGNUP_FIELDS, signupFieldProblem, toRegisterBody, validateSignup, type SignupValues } from './signup-validation';

const valid: SignupValues = {
  referral_code: 'AGENCY1',
  username: 'player01',
  password: 'abc123',
  nickname: 'Lucky',
  password_confirm: 'abc123',
  withdraw_password: 'wd1234',
  withdraw_password_confirm: 'wd1234',
  phone: '010-1234-5678',
  bank_name: 'KB',
  account_number: '123-456-7890',
};

describe('sign-up validation', () => {
  it('has the ten fields of the spec, in its order', () => {
    expect(SIGNUP_FIELDS).toEqual([
      'referral_code',
      'username',
      'password',
      'nickname',
      'password_confirm',
      'withdraw_password',
      'withdraw_password_confirm',
      'phone',
      'bank_name',
      'account_number',
    ]);
  });

  it('accepts a complete, consistent form', () => {
    expect(validateSignup(valid)).toBeNull();
  });

  it('asks to fill in all fields when any is empty or blank', () => {
    for (const field of SIGNUP_FIELDS) {
      expect(validateSignup({ ...valid, [field]: '  ' })).toEqual({ field, message: 'fillAll' });
    }
    expect(validateSignup({})).toEqual({ field: 'referral_code', message: 'fillAll' });
  });

  it('reports mismatched passwords and withdrawal passwords', () => {
    expect(validateSignup({ ...valid, password_confirm: 'abc124' })).toEqual({ field: 'password_confirm', message: 'passwordsMismatch' });
    expect(validateSignup({ ...valid, withdraw_password_confirm: 'nope12' })).toEqual({
      field: 'withdraw_password_confirm',
      message: 'withdrawPasswordsMismatch',
    });
  });

  it('applies the password rule: 4-12 English letters and digits', () => {
    for (const bad of ['abc', 'abcdefghijklm', 'abc 12', '비밀번호1234', 'abc!12']) {
      expect(validateSignup({ ...valid, password: bad, password_confirm: bad })).toEqual({ field: 'password', message: 'passwordRule' });
    }
    for (const good of ['abcd', 'ABCdef123456', '1234']) {
      expect(validateSignup({ ...valid, password: good, password_confirm: good })).toBeNull();
    }
    expect(validateSignup({ ...valid, withdraw_password: 'x!', withdraw_password_confirm: 'x!' })).toEqual({ field: 'withdraw_password', message: 'passwordRule' });
  });

  it('checks member ID, phone and account number formats', () => {
    expect(validateSignup({ ...valid, username: 'ab' })?.message).toBe('memberIdRule');
    expect(validateSignup({ ...valid, phone: 'call me' })?.message).toBe('phoneRule');
    expect(validateSignup({ ...valid, account_number: '12' })?.message).toBe('accountNumberRule');
  });

  it('judges each field on its own, the confirmations against what they confirm', () => {
    const bad = { ...valid, username: 'ab', password: 'abc!', nickname: 'x', password_confirm: 'other1', phone: '' };
    expect(SIGNUP_FIELDS.map((field) => signupFieldProblem(field, bad))).toEqual([
      null,
      'memberIdRule',
      'passwordRule',
      'nicknameRule',
      'passwordsMismatch',
      null,
      null,
      'fillAll',
      null,
      null,
    ]);
  });

  it('builds the contract body with trimmed text', () => {
    expect(toRegisterBody({ ...valid, username: ' player01 ' })).toEqual({ ...valid, username: 'player01' });
  });
});
