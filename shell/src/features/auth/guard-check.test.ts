import type { Account } from '@casino/contract';
import { passes } from './guard-check';

const account = (level: Account['level'], rights: Account['rights'] = []): Account => ({
  id: 1,
  username: 'u',
  nickname: 'n',
  role: level === 'member' ? 'member' : 'partner',
  level,
  state: 'normal',
  referral_code: null,
  rights,
});

describe('route guards', () => {
  it.each([
    ['partner', [false, false, true, true, true]],
    ['master', [false, false, false, true, true]],
    ['site', [false, false, false, false, true]],
  ] as const)('%s lets in exactly who it should', (guard, expected) => {
    const who = [null, account('member'), account('agency'), account('master'), account('master', ['site'])];
    expect(who.map((a) => passes(guard, a))).toEqual(expected);
  });
});
