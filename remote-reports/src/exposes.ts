import type { ExposesOf } from '@casino/contract';

/**
 * The remote's public API: the back-office report pages and the pop-up windows the shell may
 * load. Each module default-exports a component that reads the router and platform through
 * hooks; a window reads what it is about from its query string (`?id=&username=&from=&to=`).
 * The list is the contract's (`REMOTE_MODULES` in @casino/contract): none missing, none extra.
 */
export const exposes = {
  './AdjustmentPage': './src/features/losing/pages/adjustment-page.tsx',
  './BettingHistoryPage': './src/features/betting-history/pages/betting-history-page.tsx',
  './StatisticsByDayPage': './src/features/statistics/pages/statistics-by-day-page.tsx',
  './StatisticsByGamePage': './src/features/statistics/pages/statistics-by-game-page.tsx',
  './StatisticsByUserPage': './src/features/statistics/pages/statistics-by-user-page.tsx',
  './BetListWindow': './src/features/bet-list/pages/bet-list-window.tsx',
  './BetRankWindow': './src/features/rankings/pages/bet-rank-window.tsx',
  './DepositRankWindow': './src/features/rankings/pages/deposit-rank-window.tsx',
  './LosingRankWindow': './src/features/rankings/pages/losing-rank-window.tsx',
  './RollingListWindow': './src/features/rolling-list/pages/rolling-list-window.tsx',
  './RollingRankWindow': './src/features/rankings/pages/rolling-rank-window.tsx',
  './WithdrawRankWindow': './src/features/rankings/pages/withdraw-rank-window.tsx',
} satisfies ExposesOf<'reports'>;
