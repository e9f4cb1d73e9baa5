import { useNamespaceTranslation, type TranslateIn } from '@casino/platform';
import { en } from './en';
import { ko } from './ko';

export const WALLET_NAMESPACE = 'wallet';

/** This remote's `t`, its keys checked against `ko.ts`. */
export type WalletT = TranslateIn<typeof ko>;

/** This remote's namespace, registered with the shared i18n on first use. */
export const useWalletTranslation = () => useNamespaceTranslation(WALLET_NAMESPACE, { ko, en });
