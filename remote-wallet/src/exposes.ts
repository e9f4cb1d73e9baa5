import type { ExposesOf } from '@casino/contract';

/**
 * The remote's public API: the modals the shell may load, and the operator console's page of
 * breaks from play. Each modal module default-exports `({ params, onClose, titleId })`; the shell
 * puts it in an antd Modal and this remote renders the heading, with `titleId` as its id so the
 * dialog is named by it. The page default-exports a component that takes nothing.
 * The list is the contract's (`REMOTE_MODULES` in @casino/contract): none missing, none extra.
 */
export const exposes = {
  './DepositModal': './src/features/statements/pages/deposit-modal.tsx',
  './WithdrawModal': './src/features/statements/pages/withdraw-modal.tsx',
  './ConvertModal': './src/features/convert/pages/convert-modal.tsx',
  './LimitsModal': './src/features/limits/pages/limits-modal.tsx',
  './BreaksPage': './src/features/breaks/pages/breaks-page.tsx',
} satisfies ExposesOf<'wallet'>;
