import { useNamespaceTranslation, type TranslateIn, type TranslationKey } from '@casino/platform';
import { SHELL_NAMESPACE, shellResources } from './resources';

/** The shell's `t` and its keys, checked against `ko.ts`. */
export type ShellT = TranslateIn<typeof shellResources.ko>;
export type ShellKey = TranslationKey<typeof shellResources.ko>;

/** The shell's namespace (registered at start-up too, for the page title), and its typed `t`. */
export const useShellTranslation = () => useNamespaceTranslation(SHELL_NAMESPACE, shellResources);
