import type { Lang } from '../i18n/languages';

/** DOM event names on `window`, prefixed so they never clash with other scripts' events. */
export const PLATFORM_EVENTS = {
  refetchBoardMessages: 'casino:refetch-board-messages',
  balanceChanged: 'casino:balance-changed',
  sessionExpired: 'casino:session-expired',
  languageChanged: 'casino:language-changed',
  inboxChanged: 'casino:inbox-changed',
  ticketsChanged: 'casino:tickets-changed',
  partnerRequestsChanged: 'casino:partner-requests-changed',
  pageTitle: 'casino:page-title',
  /** A call got no answer from the server (down or restarting): the shell checks and says so. */
  serverUnreachable: 'casino:server-unreachable',
  /**
   * How many inquiries wait changed: staff answered one (remote-support's queue tells the menu's
   * badge), or the badge's poll found new ones (the queue reloads).
   */
  'support:inquiry-answered': 'casino:support:inquiry-answered',
} as const;

export type PlatformEventName = keyof typeof PLATFORM_EVENTS;

/** The header's three figures, by the user store's names. */
export type BalanceFigure = 'balance' | 'credit' | 'rollingPoint';

/**
 * New balances when the emitter knows them; without them, listeners refetch. `versions`, when
 * known (an answer's `versions`), keeps an older figure from replacing a newer one the live
 * channel brought (decision 070).
 */
export type BalanceSnapshot = Partial<Record<BalanceFigure, number>> & { versions?: Partial<Record<BalanceFigure, number>> };

/** Why the session ended, when the page knows more than a 401 says: the account was stopped (the live channel). */
export interface SessionExpiredSnapshot {
  reason?: 'stopped';
}

/** The unread inbox count when the emitter knows it; without it, listeners refetch. */
export interface InboxSnapshot {
  unread?: number;
}

/** How many inquiry answers wait to be confirmed, when the emitter knows; without it, listeners refetch. */
export interface TicketsSnapshot {
  answered?: number;
}

/** How many of the partner's members' requests wait for a decision, when the emitter knows; without it, listeners refetch. */
export interface PartnerRequestsSnapshot {
  open?: number;
}

/** How many inquiries of the line still wait for an answer, when the emitter knows; without it, listeners refetch. */
export interface InquiryAnsweredSnapshot {
  waiting?: number;
}

/** A page's own name for the tab title, and the path it is for; the shell adds the site name. */
export interface PageTitleSnapshot {
  title: string;
  path: string;
}

export interface PlatformEventDetails {
  refetchBoardMessages: undefined;
  balanceChanged: BalanceSnapshot | undefined;
  sessionExpired: SessionExpiredSnapshot | undefined;
  languageChanged: { language: Lang };
  inboxChanged: InboxSnapshot | undefined;
  ticketsChanged: TicketsSnapshot | undefined;
  partnerRequestsChanged: PartnerRequestsSnapshot | undefined;
  pageTitle: PageTitleSnapshot;
  serverUnreachable: undefined;
  'support:inquiry-answered': InquiryAnsweredSnapshot | undefined;
}

type DetailArgs<N extends PlatformEventName> = undefined extends PlatformEventDetails[N]
  ? [detail?: PlatformEventDetails[N]]
  : [detail: PlatformEventDetails[N]];

export interface PlatformEvents {
  emit<N extends PlatformEventName>(name: N, ...detail: DetailArgs<N>): void;
  on<N extends PlatformEventName>(name: N, listener: (detail: PlatformEventDetails[N]) => void): () => void;
}

/** Events travel on `window` so code outside React (and outside this bundle) can take part. */
export function createPlatformEvents(target: EventTarget = window): PlatformEvents {
  return {
    emit(name, ...[detail]) {
      target.dispatchEvent(new CustomEvent(PLATFORM_EVENTS[name], { detail }));
    },
    on(name, listener) {
      const handler = (event: Event) => listener((event as CustomEvent<PlatformEventDetails[typeof name]>).detail);
      target.addEventListener(PLATFORM_EVENTS[name], handler);
      return () => target.removeEventListener(PLATFORM_EVENTS[name], handler);
    },
  };
}
