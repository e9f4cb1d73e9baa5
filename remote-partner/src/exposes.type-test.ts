// Checked by `tsc` only (never run): each module exposes.ts lists, from the same file, default-exports
// a component that takes what the shell gives it (see CheckExposedModules).
// exposes-type-check.test.ts (in @casino/build) keeps the files here and in exposes.ts the same.
import type { CheckExposedModules } from '@casino/platform';
import type DashboardPage from './features/dashboard/pages/dashboard-page';
import type CurrentUserPage from './features/current-users/pages/current-user-page';
import type PartnerManagementPage from './pages/partner-management-page';
import type PartnerStructurePage from './features/structure/pages/structure-page';
import type StatementPage from './features/statement/pages/statement-page';
import type TradePage from './features/trade/pages/trade-page';
import type RiskPage from './features/risk/pages/risk-page';
import type DepositListWindow from './features/account-statements/pages/deposit-list-window';
import type DepositWindow from './features/top-up/pages/deposit-window';
import type LoginHistoryWindow from './features/login-history/pages/login-history-window';
import type RegisterWindow from './features/register/pages/register-window';
import type RollingSettingWindow from './features/rolling-setting/pages/rolling-setting-window';
import type TestWindow from './features/window-check/pages/test-window';
import type WithdrawListWindow from './features/account-statements/pages/withdraw-list-window';
import type WithdrawWindow from './features/top-up/pages/withdraw-window';

export type ExposedModules = CheckExposedModules<
  'partner',
  {
    './DashboardPage': { default: typeof DashboardPage };
    './CurrentUserPage': { default: typeof CurrentUserPage };
    './PartnerManagementPage': { default: typeof PartnerManagementPage };
    './PartnerStructurePage': { default: typeof PartnerStructurePage };
    './StatementPage': { default: typeof StatementPage };
    './TradePage': { default: typeof TradePage };
    './RiskPage': { default: typeof RiskPage };
    './DepositListWindow': { default: typeof DepositListWindow };
    './DepositWindow': { default: typeof DepositWindow };
    './LoginHistoryWindow': { default: typeof LoginHistoryWindow };
    './RegisterWindow': { default: typeof RegisterWindow };
    './RollingSettingWindow': { default: typeof RollingSettingWindow };
    './TestWindow': { default: typeof TestWindow };
    './WithdrawListWindow': { default: typeof WithdrawListWindow };
    './WithdrawWindow': { default: typeof WithdrawWindow };
  }
>;
