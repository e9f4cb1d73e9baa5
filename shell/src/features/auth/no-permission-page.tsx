import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** A signed-in member on a partner page: a clear answer instead of a redirect loop. */
export function NoPermissionPage() {
  const { t } = useTranslation('shell');
  return (
    <Result
      status="403"
      title={t('guard.noPermissionTitle')}
      subTitle={t('guard.noPermissionText')}
      extra={
        <Link to="/">
          <Button type="primary">{t('guard.goHome')}</Button>
        </Link>
      }
    />
  );
}
