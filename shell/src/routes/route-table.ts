import { type RemoteModuleName, type RemoteModuleRef } from '@casino/contract';
import { matchPath } from 'react-router-dom';

/**
 * The spec's route table (product-spec section 2), in one place: every path, its layout, its
 * guard and the remote module that renders it (named from the contract's REMOTE_MODULES).
 * Paths are spelt exactly as the spec spells them (`adjsutment`, `statistice-by-day`...),
 * because they are public URLs.
 */
export type LayoutName = 'default' | 'empty' | 'partner' | 'windows';

/**
 * `partner`: signed in with `account.role === 'partner'`. The spec flags adjsutment and trade
 * with no auth, but they show partner money, so they are guarded too
 * (docs/decisions/001-guarding-adjustment-and-trade.md).
 * `master`: a partner of the master level; `site`: a master holding the `site` right (the
 * operator console's screens, issue 15). The API checks the same on every call they make.
 */
export type RouteGuard = 'partner' | 'master' | 'site';

export interface RemoteRoute {
  kind: 'remote';
  path: string;
  layout: LayoutName;
  page: RemoteModuleRef;
  guard?: RouteGuard;
}

/** Pages the shell renders itself: the redirect page, the release check (`release promote`'s smoke check), a partner's two-factor settings and the 404. */
export interface ShellRoute {
  kind: 'shell';
  path: string;
  layout: LayoutName;
  page: 'redirect' | 'release-check' | 'security' | 'not-found';
  guard?: RouteGuard;
}

export type RouteEntry = RemoteRoute | ShellRoute;

// Module names come from the contract's REMOTE_MODULES: a name a remote does not expose fails the type-check.
const games = (module: RemoteModuleName<'games'>): RemoteModuleRef => ({ remote: 'games', module });
const wallet = (module: RemoteModuleName<'wallet'>): RemoteModuleRef => ({ remote: 'wallet', module });
const support = (module: RemoteModuleName<'support'>): RemoteModuleRef => ({ remote: 'support', module });
const partner = (module: RemoteModuleName<'partner'>): RemoteModuleRef => ({ remote: 'partner', module });
const reports = (module: RemoteModuleName<'reports'>): RemoteModuleRef => ({ remote: 'reports', module });

/** Children of `/partner`, in the spec's order; '' is the partner home (dashboard). */
export const PARTNER_PAGES: ReadonlyArray<{ child: string; page: RemoteModuleRef }> = [
  { child: '', page: partner('./DashboardPage') },
  { child: 'adjsutment', page: reports('./AdjustmentPage') },
  { child: 'betting-history', page: reports('./BettingHistoryPage') },
  { child: 'current-user', page: partner('./CurrentUserPage') },
  { child: 'partner-management', page: partner('./PartnerManagementPage') },
  { child: 'partner-structure', page: partner('./PartnerStructurePage') },
  { child: 'statement', page: partner('./StatementPage') },
  { child: 'statistice-by-day', page: reports('./StatisticsByDayPage') },
  { child: 'statistice-by-game', page: reports('./StatisticsByGamePage') },
  { child: 'statistice-by-user', page: reports('./StatisticsByUserPage') },
  { child: 'trade', page: partner('./TradePage') },
  // Not in the spec's table: the line's risk flags (issue 31).
  { child: 'risk', page: partner('./RiskPage') },
];

/**
 * The operator console (issue 15): each team's staff screens under `/partner/...`, mapped to the
 * remote of the team that owns the domain, for the master level (`site`: with the right to change
 * what every line sees). In the menu's order.
 */
export const STAFF_PAGES: ReadonlyArray<{ child: string; page: RemoteModuleRef; guard: 'master' | 'site' }> = [
  { child: 'inquiries', page: support('./InquiryQueuePage'), guard: 'master' },
  { child: 'announcements', page: support('./AnnouncementsPage'), guard: 'master' },
  { child: 'notes', page: support('./NotesPage'), guard: 'master' },
  { child: 'site-content', page: support('./SiteContentPage'), guard: 'site' },
  { child: 'catalog', page: games('./CatalogPage'), guard: 'site' },
  { child: 'game-permissions', page: games('./GamePermissionsPage'), guard: 'master' },
  { child: 'breaks', page: wallet('./BreaksPage'), guard: 'site' },
  { child: 'rounds', page: games('./RoundsPage'), guard: 'site' },
];

/** The ranking windows, in the menu's order (spec 2: bet, rolling, deposit, withdraw, losing). */
export const RANKING_WINDOWS = ['bet-rank', 'rolling-rank', 'deposit-rank', 'withdraw-rank', 'losing-rank'] as const;

/** Pop-up window pages under `/windows/`, in the spec's order. */
export const WINDOW_PAGES: ReadonlyArray<{ name: string; page: RemoteModuleRef }> = [
  { name: 'bet-list', page: reports('./BetListWindow') },
  { name: 'bet-rank', page: reports('./BetRankWindow') },
  { name: 'deposit-list', page: partner('./DepositListWindow') },
  { name: 'deposit-rank', page: reports('./DepositRankWindow') },
  { name: 'deposit', page: partner('./DepositWindow') },
  { name: 'login-history', page: partner('./LoginHistoryWindow') },
  { name: 'losing-rank', page: reports('./LosingRankWindow') },
  { name: 'register', page: partner('./RegisterWindow') },
  { name: 'rolling-list', page: reports('./RollingListWindow') },
  { name: 'rolling-rank', page: reports('./RollingRankWindow') },
  { name: 'rolling-setting', page: partner('./RollingSettingWindow') },
  { name: 'test', page: partner('./TestWindow') },
  { name: 'withdraw-list', page: partner('./WithdrawListWindow') },
  { name: 'withdraw-rank', page: reports('./WithdrawRankWindow') },
  { name: 'withdraw', page: partner('./WithdrawWindow') },
];

export const ROUTES: readonly RouteEntry[] = [
  { kind: 'remote', path: '/', layout: 'default', page: games('./HomePage') },
  { kind: 'remote', path: '/game/:type', layout: 'default', page: games('./GameTypePage') },
  { kind: 'remote', path: '/game/:type/:brand', layout: 'default', page: games('./GameBrandPage') },
  { kind: 'shell', path: '/redirect', layout: 'empty', page: 'redirect' },
  { kind: 'shell', path: '/release-check', layout: 'empty', page: 'release-check' },
  ...PARTNER_PAGES.map(({ child, page }): RouteEntry => ({
    kind: 'remote',
    path: child ? `/partner/${child}` : '/partner',
    layout: 'partner',
    page,
    guard: 'partner',
  })),
  ...STAFF_PAGES.map(({ child, page, guard }): RouteEntry => ({ kind: 'remote', path: `/partner/${child}`, layout: 'partner', page, guard })),
  { kind: 'shell', path: '/partner/security', layout: 'partner', page: 'security', guard: 'partner' },
  ...WINDOW_PAGES.map(({ name, page }): RouteEntry => ({
    kind: 'remote',
    path: `/windows/${name}`,
    layout: 'windows',
    page,
    guard: 'partner',
  })),
  { kind: 'shell', path: '*', layout: 'default', page: 'not-found' },
];

function routeAt(pathname: string): RouteEntry | undefined {
  return ROUTES.find((entry) => matchPath({ path: entry.path, end: true }, pathname));
}

/** The route a path shows and its params (`{ type: 'slot' }`); the 404 entry for an unknown path. */
export function routeMatchAt(pathname: string): { entry: RouteEntry; params: Readonly<Record<string, string | undefined>> } {
  for (const entry of ROUTES) {
    const match = matchPath({ path: entry.path, end: true }, pathname);
    if (match) return { entry, params: match.params };
  }
  throw new Error('The route table has no catch-all entry');
}

/** The layout a path is shown in (an unknown path gets the 404, in the default layout). */
export function layoutOf(pathname: string): LayoutName {
  return routeAt(pathname)?.layout ?? 'default';
}

/** Whether a path is one the route table does not know (the 404 page). */
export function isUnknownPath(pathname: string): boolean {
  const entry = routeAt(pathname);
  return !entry || (entry.kind === 'shell' && entry.page === 'not-found');
}

/** The remote page a path shows, or null (a shell page). */
export function remotePageAt(pathname: string): RemoteModuleRef | null {
  const entry = routeAt(pathname);
  return entry?.kind === 'remote' ? entry.page : null;
}

/** The federation request id: `games/HomePage` for `{ remote: 'games', module: './HomePage' }`. */
export function remoteRequestId(ref: RemoteModuleRef): string {
  return `${ref.remote}/${ref.module.slice(2)}`;
}
