// Checked by `tsc` only (never run): each module exposes.ts lists, from the same file, default-exports
// a component that takes what the shell gives it (see CheckExposedModules).
// exposes-type-check.test.ts (in @casino/build) keeps the files here and in exposes.ts the same.
import type { CheckExposedModules } from '@casino/platform';
import type DepositModal from './features/statements/pages/deposit-modal';
import type WithdrawModal from './features/statements/pages/withdraw-modal';
import type ConvertModal from './features/convert/pages/convert-modal';
import type LimitsModal from './features/limits/pages/limits-modal';
import type BreaksPage from './features/breaks/pages/breaks-page';

export type ExposedModules = CheckExposedModules<
  'wallet',
  {
    './DepositModal': { default: typeof DepositModal };
    './WithdrawModal': { default: typeof WithdrawModal };
    './ConvertModal': { default: typeof ConvertModal };
    './LimitsModal': { default: typeof LimitsModal };
    './BreaksPage': { default: typeof BreaksPage };
  }
>;
