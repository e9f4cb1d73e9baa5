// Checked by `tsc` only (never run): each module exposes.ts lists, from the same file, default-exports
// a component that takes what the shell gives it (see CheckExposedModules).
// exposes-type-check.test.ts (in @casino/build) keeps the files here and in exposes.ts the same.
import type { CheckExposedModules } from '@casino/platform';
import type AdjustmentPage from './features/losing/pages/adjustment-page';
import type BettingHistoryPage from './features/betting-history/pages/betting-history-page';
import type StatisticsByDayPage from './features/statistics/pages/statistics-by-day-page';
import type StatisticsByGamePage from './features/statistics/pages/statistics-by-game-page';
import type StatisticsByUserPage from './features/statistics/pages/statistics-by-user-page';
import type BetListWindow from './features/bet-list/pages/bet-list-window';
import type BetRankWindow from './features/rankings/pages/bet-rank-window';
import type DepositRankWindow from './features/rankings/pages/deposit-rank-window';
import type LosingRankWindow from './features/rankings/pages/losing-rank-window';
import type RollingListWindow from './features/rolling-list/pages/rolling-list-window';
import type RollingRankWindow from './features/rankings/pages/rolling-rank-window';
import type WithdrawRankWindow from './features/rankings/pages/withdraw-rank-window';

export type ExposedModules = CheckExposedModules<
  'reports',
  {
    './AdjustmentPage': { default: typeof AdjustmentPage };
    './BettingHistoryPage': { default: typeof BettingHistoryPage };
    './StatisticsByDayPage': { default: typeof StatisticsByDayPage };
    './StatisticsByGamePage': { default: typeof StatisticsByGamePage };
    './StatisticsByUserPage': { default: typeof StatisticsByUserPage };
    './BetListWindow': { default: typeof BetListWindow };
    './BetRankWindow': { default: typeof BetRankWindow };
    './DepositRankWindow': { default: typeof DepositRankWindow };
    './LosingRankWindow': { default: typeof LosingRankWindow };
    './RollingListWindow': { default: typeof RollingListWindow };
    './RollingRankWindow': { default: typeof RollingRankWindow };
    './WithdrawRankWindow': { default: typeof WithdrawRankWindow };
  }
>;
