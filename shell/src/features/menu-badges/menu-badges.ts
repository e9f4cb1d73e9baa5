import type { Platform } from '@casino/platform';
import { getOpenRequests } from './api/get-open-requests';
import { getWaitingInquiries } from './api/get-waiting-inquiries';
import { MenuBadgeStore } from './menu-badge-store';

/** The partner menu's counts: requests of the partner's line to decide (below its sub-partners too), and (masters) inquiries to answer. */
export function createMenuBadges(platform: Pick<Platform, 'http' | 'events' | 'user' | 'realtime'>) {
  return {
    openRequests: new MenuBadgeStore(platform, {
      fetch: () => getOpenRequests(platform.http),
      shownTo: (account) => account.role === 'partner',
      changedBy: 'partnerRequestsChanged',
      countIn: (detail) => detail?.open,
    }),
    waitingInquiries: new MenuBadgeStore(platform, {
      fetch: () => getWaitingInquiries(platform.http),
      shownTo: (account) => account.role === 'partner' && account.level === 'master',
      changedBy: 'support:inquiry-answered',
      countIn: (detail) => detail?.waiting,
      announce: (waiting) => platform.events.emit('support:inquiry-answered', { waiting }),
    }),
  };
}

export type MenuBadges = ReturnType<typeof createMenuBadges>;
