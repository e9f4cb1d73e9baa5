import type { ExposesOf } from '@casino/contract';

/**
 * The remote's public API: the back-office pages and the pop-up windows the shell may load. Each
 * module default-exports a component that reads the router and platform through hooks; a window
 * reads the account it is about from its query string (`?id=`). The list is the contract's
 * (`REMOTE_MODULES` in @casino/contract): none missing, none extra.
 */
export const exposes = {
  './DashboardPage': './src/features/dashboard/pages/dashboard-page.tsx',
  './CurrentUserPage': './src/features/current-users/pages/current-user-page.tsx',
  './PartnerManagementPage': './src/pages/partner-management-page.tsx',
  './PartnerStructurePage': './src/features/structure/pages/structure-page.tsx',
  './StatementPage': './src/features/statement/pages/statement-page.tsx',
  './TradePage': './src/features/trade/pages/trade-page.tsx',
  './RiskPage': './src/features/risk/pages/risk-page.tsx',
  './DepositListWindow': './src/features/account-statements/pages/deposit-list-window.tsx',
  './DepositWindow': './src/features/top-up/pages/deposit-window.tsx',
  './LoginHistoryWindow': './src/features/login-history/pages/login-history-window.tsx',
  './RegisterWindow': './src/features/register/pages/register-window.tsx',
  './RollingSettingWindow': './src/features/rolling-setting/pages/rolling-setting-window.tsx',
  './TestWindow': './src/features/window-check/pages/test-window.tsx',
  './WithdrawListWindow': './src/features/account-statements/pages/withdraw-list-window.tsx',
  './WithdrawWindow': './src/features/top-up/pages/withdraw-window.tsx',
} satisfies ExposesOf<'partner'>;
