import { useNamespaceTranslation, type TranslateIn } from '@casino/platform';
import { permissionsEn } from './en/permissions';
import { permissionsKo } from './ko/permissions';

/** The game permissions page's namespace (see `use-catalog-translation.ts` for why it stands apart). */
export const PERMISSIONS_NAMESPACE = 'games-permissions';

/** This namespace's `t`, its keys checked against `permissions-ko.ts`. */
export type PermissionsT = TranslateIn<typeof permissionsKo>;

export const usePermissionsTranslation = () => useNamespaceTranslation(PERMISSIONS_NAMESPACE, { ko: permissionsKo, en: permissionsEn });
