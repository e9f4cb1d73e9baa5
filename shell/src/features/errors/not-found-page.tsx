import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { useDocumentTitle } from '../../lib/use-document-title';

/** Any unknown path (spec 2, 8): 'Page not found: {path}'. */
export function NotFoundPage() {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const message = t('errors.notFound', { path: pathname });
  useDocumentTitle(message);
  return (
    <Result
      status="404"
      title={t('errors.notFoundTitle')}
      subTitle={message}
      extra={
        <Link to="/">
          <Button type="primary">{t('errors.goHome')}</Button>
        </Link>
      }
    />
  );
}
