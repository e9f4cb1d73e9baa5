import { Alert } from 'antd';
import { useShellTranslation } from '../../i18n/use-shell-translation';
import { useSiteBrand } from '../../site/use-site-brand';
import { type LoginError } from './login-error';

const SPACED = { marginBottom: 16 };

/**
 * A refused sign-in, above the form. A stopped account is a notice rather than an error: nothing
 * typed was wrong, and trying again will not help, so it says what to do and where (the site's
 * customer-service contact, as the operator wrote it, when there is one).
 */
export function LoginErrorAlert({ error }: { error: LoginError }) {
  const { t } = useShellTranslation();
  const { supportContact } = useSiteBrand();
  if (error.kind === 'message') return <Alert role="alert" type="error" title={error.message} showIcon style={SPACED} />;
  return (
    <Alert
      role="alert"
      type="warning"
      showIcon
      style={SPACED}
      title={t('login.stopped.title')}
      description={
        <>
          <p style={{ margin: 0 }}>{t('login.stopped.help')}</p>
          {supportContact && <p style={{ margin: '4px 0 0' }}>{supportContact}</p>}
        </>
      }
    />
  );
}
