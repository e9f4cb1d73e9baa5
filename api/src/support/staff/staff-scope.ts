import type { AuthUser } from '../../http/request-context';
import { AppError } from '../../http/app-error';

/** The staff member acting, and where from (the audit trail's who and where). */
export interface Staff {
  userId: number;
  rights: AuthUser['rights'];
  ip: string;
}

export const staffOf = (auth: AuthUser, ip: string): Staff => ({ userId: auth.userId, rights: auth.rights, ip });

export const maySiteWide = (staff: Pick<Staff, 'rights'>) => staff.rights.includes('site');

/** Content for every line: only an operator of the whole site writes it. */
export function requireSiteWide(staff: Pick<Staff, 'rights'>): void {
  if (!maySiteWide(staff)) throw new AppError(403, 'FORBIDDEN', 'staff.site_wide_needs_right');
}

/**
 * The line a piece of content belongs to, as the staff member may change it: its own line's, or a
 * site-wide one with the right. Anything else (another line's) is as good as absent.
 */
export function mayEdit(staff: Pick<Staff, 'userId' | 'rights'>, lineId: number | null): boolean {
  return lineId === null ? maySiteWide(staff) : lineId === staff.userId;
}
