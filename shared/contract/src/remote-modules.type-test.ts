// Checked by `tsc` only (never run): a remote's exposes and the shell's references must match the list.
import type { ExposesOf, RemoteModuleRef } from './remote-modules';

export const exact = { './DepositModal': 'a', './WithdrawModal': 'b', './ConvertModal': 'c', './LimitsModal': 'd', './BreaksPage': 'e' } satisfies ExposesOf<'wallet'>;

// @ts-expect-error a module of the list is missing
export const missing = { './DepositModal': 'a', './WithdrawModal': 'b' } satisfies ExposesOf<'wallet'>;

// @ts-expect-error a module the list does not know (a rename on one side only)
export const extra = { './DepositModal': 'a', './WithdrawModal': 'b', './ConvertModal': 'c', './LimitsModal': 'd', './BreaksPage': 'e', './LobbyPage': 'f' } satisfies ExposesOf<'wallet'>;

export const known: RemoteModuleRef = { remote: 'wallet', module: './DepositModal' };

// @ts-expect-error another remote's module
export const wrongRemote: RemoteModuleRef = { remote: 'wallet', module: './HomePage' };
