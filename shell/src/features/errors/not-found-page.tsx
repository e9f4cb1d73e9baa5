import { useShellTranslation } from '../../i18n/use-shell-translation';
import { useLocation } from 'react-router-dom';
import { PageResult } from '../../components/page-result';
import { useSiteTitle } from '../../lib/use-document-title';

/** '/%EC%97%86...' as the person typed it; a malformed escape is shown as it came. */
function readablePath(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

/** Any unknown path (spec 2, 8): 'Page not found: {path}'. */
export function NotFoundPage() {
  const { t } = useShellTranslation();
  const { pathname } = useLocation();
  const message = t('errors.notFound', { path: readablePath(pathname) });
  useSiteTitle(message);
  return <PageResult title={t('errors.notFoundTitle')} subTitle={message} />;
}
