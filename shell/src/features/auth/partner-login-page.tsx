import { usePlatform } from '@casino/platform';
import { Card, Typography } from 'antd';
import { useShellTranslation } from '../../i18n/use-shell-translation';
import { Link } from 'react-router-dom';
import { LanguageSwitch } from '../../components/language-switch';
import { useSiteTitle } from '../../lib/use-document-title';
import { type LoginResult } from './api/login';
import { LoginForm, LoginRejected } from './login-form';
import { useSignOut } from '../../lib/use-sign-out';

/** The full-page partner login, shown at /partner (and its pages) when signed out. */
export function PartnerLoginPage() {
  const { t } = useShellTranslation();
  const { user } = usePlatform();
  const signOut = useSignOut();
  useSiteTitle(t('partnerLogin.title'));

  const onLoggedIn = async ({ account }: LoginResult) => {
    if (account.role !== 'partner') {
      // The member is not signed in here: the session the server just made (and its cookie) ends.
      signOut();
      throw new LoginRejected(t('partnerLogin.noPermission'), account);
    }
    // The partner guard re-renders into the back-office once the account is in.
    await user.signIn(account).catch(() => undefined);
  };

  return (
    <main style={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 16, padding: 16 }}>
      <Card style={{ width: '100%', maxWidth: 400 }}>
        <Typography.Title level={1} style={{ marginTop: 0, fontSize: 24 }}>
          {t('partnerLogin.title')}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{t('partnerLogin.subtitle')}</Typography.Paragraph>
        <LoginForm onLoggedIn={onLoggedIn} />
      </Card>
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 16, width: '100%', maxWidth: 400 }}>
        <Link to="/">{t('partner.backToSite')}</Link>
        <LanguageSwitch size="small" />
      </div>
    </main>
  );
}
