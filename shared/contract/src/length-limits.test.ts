import { userCreateChild } from './endpoints/partner-users';
import { agencyTrade } from './endpoints/partner-wallet';
import { staffSlideCreate } from './endpoints/site-staff';
import { lengthLimits, maxLengthOf } from './length-limits';
import { PASSWORD_PATTERN } from './rules';

test("each field's length limits come from its schema, optional fields included; fields without limits have none", () => {
  const register = lengthLimits(userCreateChild.body);
  expect(register.nickname).toEqual({ minLength: 2, maxLength: 20 });
  expect(register.bank_name).toEqual({ minLength: 1, maxLength: 40 });
  expect(register.username).toEqual({});
  expect(lengthLimits(agencyTrade.body).memo).toEqual({ maxLength: 200 });
  // A page of the site or null: the text's limits.
  expect(lengthLimits(staffSlideCreate.body).link_url).toEqual({ minLength: 1, maxLength: 300 });
});

test("maxLengthOf reads one field's limit and refuses a field the contract leaves unbounded", () => {
  expect(maxLengthOf(userCreateChild.body, 'nickname')).toBe(20);
  expect(maxLengthOf(staffSlideCreate.body, 'link_url')).toBe(300);
  expect(() => maxLengthOf(userCreateChild.body, 'username')).toThrow('the contract sets no maxLength for "username"');
});

test('the password pattern is built from its length', () => {
  expect(PASSWORD_PATTERN).toBe('^[A-Za-z0-9]{4,12}$');
});
