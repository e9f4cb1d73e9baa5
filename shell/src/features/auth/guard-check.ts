import type { Account } from '@casino/contract';
import type { RouteGuard } from '../../routes/route-table';

/** Whether an account may see what a guard protects (the API checks the same on every call). */
export function passes(guard: RouteGuard, account: Account | null): boolean {
  if (account?.role !== 'partner') return false;
  if (guard === 'partner') return true;
  if (account.level !== 'master') return false;
  return guard === 'master' || account.rights.includes('site');
}
