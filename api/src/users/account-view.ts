import type { Account } from '@casino/contract';
import type { User } from '../db/schema';

/** The public view of an account (contract `Account`); never the hashes or bank details. */
export function toAccount(u: Pick<User, 'id' | 'username' | 'nickname' | 'role' | 'level' | 'state' | 'referral_code' | 'rights'>): Account {
  return { id: u.id, username: u.username, nickname: u.nickname, role: u.role, level: u.level, state: u.state, referral_code: u.referral_code, rights: u.rights };
}

/** Shows only the last four digits; separators stay so the shape is recognisable. */
export function maskAccountNumber(accountNumber: string): string {
  const digits = accountNumber.replace(/\D/g, '').length;
  let seen = 0;
  return accountNumber.replace(/\d/g, (d) => (++seen > digits - 4 ? d : '*'));
}
