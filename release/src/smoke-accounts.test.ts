import { smokeAccountsFrom } from './smoke-check';

describe('the accounts the smoke check signs in as', () => {
  it('are the demo member and agency unless SMOKE_MEMBER / SMOKE_PARTNER name others', () => {
    expect(smokeAccountsFrom({})).toEqual({ member: { username: 'member1', password: 'demo1234' }, partner: { username: 'agency1', password: 'demo1234' } });
    expect(smokeAccountsFrom({ SMOKE_MEMBER: 'qa-member:pa:ss', SMOKE_PARTNER: 'qa-agency:x' })).toEqual({
      member: { username: 'qa-member', password: 'pa:ss' },
      partner: { username: 'qa-agency', password: 'x' },
    });
  });
});
