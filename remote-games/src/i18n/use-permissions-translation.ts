import { usePlatform } from '@casino/platform';
import { useTranslation } from 'react-i18next';
import { permissionsEn } from './permissions-en';
import { permissionsKo } from './permissions-ko';

/** The game permissions page's namespace (see `use-catalog-translation.ts` for why it stands apart). */
export const PERMISSIONS_NAMESPACE = 'games-permissions';

export function usePermissionsTranslation() {
  usePlatform().i18n.addNamespace(PERMISSIONS_NAMESPACE, { ko: permissionsKo, en: permissionsEn });
  return useTranslation(PERMISSIONS_NAMESPACE);
}
