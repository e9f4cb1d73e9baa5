/**
 * The contract between the shell and its remotes: the pages and modals each remote exposes.
 * The shell's route and modal tables name modules from this list, and each remote's
 * `src/exposes.ts` declares exactly its own list (`satisfies ExposesOf<'games'>`: none missing,
 * none extra), so renaming a module on one side only fails the type-check.
 */
export const REMOTE_MODULES = {
  // The games team's staff screens (catalog, permissions, rounds to reconcile) live beside its member pages: a team owns its domain end to end.
  games: ['./HomePage', './GameTypePage', './GameBrandPage', './CatalogPage', './GamePermissionsPage', './RoundsPage'],
  // The wallet team owns player protection: the operator's page of breaks from play beside the member's limits dialog.
  wallet: ['./DepositModal', './WithdrawModal', './ConvertModal', './LimitsModal', './BreaksPage'],
  support: ['./NoticeModal', './InboxModal', './CustomerServiceModal', './InquiryQueuePage', './AnnouncementsPage', './NotesPage', './SiteContentPage'],
  partner: [
    './DashboardPage',
    './CurrentUserPage',
    './PartnerManagementPage',
    './PartnerStructurePage',
    './StatementPage',
    './TradePage',
    './RiskPage',
    './DepositListWindow',
    './DepositWindow',
    './LoginHistoryWindow',
    './RegisterWindow',
    './RollingSettingWindow',
    './TestWindow',
    './WithdrawListWindow',
    './WithdrawWindow',
  ],
  reports: [
    './AdjustmentPage',
    './BettingHistoryPage',
    './StatisticsByDayPage',
    './StatisticsByGamePage',
    './StatisticsByUserPage',
    './BetListWindow',
    './BetRankWindow',
    './DepositRankWindow',
    './LosingRankWindow',
    './RollingListWindow',
    './RollingRankWindow',
    './WithdrawRankWindow',
  ],
} as const satisfies Record<string, ReadonlyArray<`./${string}`>>;

export type RemoteName = keyof typeof REMOTE_MODULES;

/** A module of remote `R`, e.g. `'./HomePage'` of `games`. */
export type RemoteModuleName<R extends RemoteName> = (typeof REMOTE_MODULES)[R][number];

/** What a remote's `exposes.ts` declares: each of its modules, to the source file that implements it. */
export type ExposesOf<R extends RemoteName> = Record<RemoteModuleName<R>, string>;

/** One module of one remote: `loadRemote('<remote>/<module without ./>')`. */
export type RemoteModuleRef = { [R in RemoteName]: { remote: R; module: RemoteModuleName<R> } }[RemoteName];
