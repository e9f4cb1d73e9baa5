import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
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
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const message = t('errors.notFound', { path: readablePath(pathname) });
  useSiteTitle(message);
  return (
    <Result
      status="404"
      // The page's one h1, in the Result's own title style.
      title={<h1 style={{ fontSize: 'inherit', fontWeight: 'inherit', lineHeight: 'inherit', color: 'inherit', margin: 0 }}>{t('errors.notFoundTitle')}</h1>}
      subTitle={message}
      extra={
        <Link to="/">
          <Button type="primary">{t('errors.goHome')}</Button>
        </Link>
      }
    />
  );
}
