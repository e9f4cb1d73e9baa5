import type { ExposesOf } from '@casino/contract';

/**
 * The remote's public API: the modals the shell may load. Each modal module default-exports
 * `({ params, onClose, titleId })`; the shell puts it in an antd Modal and this remote renders the
 * heading, with `titleId` as its id so the dialog is named by it.
 * The list is the contract's (`REMOTE_MODULES` in @casino/contract): none missing, none extra.
 */
export const exposes = {
  './DepositModal': './src/features/statements/pages/deposit-modal.tsx',
  './WithdrawModal': './src/features/statements/pages/withdraw-modal.tsx',
  './ConvertModal': './src/features/convert/pages/convert-modal.tsx',
  './LimitsModal': './src/features/limits/pages/limits-modal.tsx',
} satisfies ExposesOf<'wallet'>;
