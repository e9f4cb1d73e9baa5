import { Layout } from 'antd';
import { useShellTranslation } from '../i18n/use-shell-translation';
import { Outlet } from 'react-router-dom';
import { HydratedApart } from '../components/hydrated-apart';
import { Text } from '../components/text';
import { Header } from '../features/header/header';
import { useSiteBrand } from '../site/use-site-brand';
import { useBaseSiteTitle } from '../lib/use-document-title';
import { useRemotePageTitle } from '../lib/use-remote-page-title';

/** The member site: header, the page, footer. */
export function DefaultLayout() {
  const { t } = useShellTranslation();
  const { name } = useSiteBrand();
  // '<page> - <site name>' once the page names itself (the lobbies), else the site name.
  useBaseSiteTitle(useRemotePageTitle());
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <HydratedApart>
        <Header />
      </HydratedApart>
      <Layout.Content style={{ width: '100%', maxWidth: 1280, margin: '0 auto', padding: '16px 12px' }}>
        <Outlet />
      </Layout.Content>
      <Layout.Footer style={{ textAlign: 'center' }}>
        <HydratedApart>
          <Text tone="secondary">{t('app.footer', { siteName: name })}</Text>
        </HydratedApart>
      </Layout.Footer>
    </Layout>
  );
}
