import { useShellTranslation } from '../../i18n/use-shell-translation';
import { PageResult } from '../../components/page-result';

/** A signed-in member on a partner page: a clear answer instead of a redirect loop. */
export function NoPermissionPage() {
  const { t } = useShellTranslation();
  return <PageResult title={t('guard.noPermissionTitle')} subTitle={t('guard.noPermissionText')} />;
}
