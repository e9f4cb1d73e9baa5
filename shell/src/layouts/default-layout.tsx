import { useShellTranslation } from '../i18n/use-shell-translation';
import { Outlet } from 'react-router-dom';
import { HydratedApart } from '../components/hydrated-apart';
import { Text } from '../components/text';
import { Header } from '../features/header/header';
import { useSiteBrand } from '../site/use-site-brand';
import { useBaseSiteTitle } from '../lib/use-document-title';
import { useRemotePageTitle } from '../lib/use-remote-page-title';
import './default-layout.css';

/** The member site: header, the page, footer. */
export function DefaultLayout() {
  const { t } = useShellTranslation();
  const { name } = useSiteBrand();
  // '<page> - <site name>' once the page names itself (the lobbies), else the site name.
  useBaseSiteTitle(useRemotePageTitle());
  return (
    <div className="site-layout">
      <HydratedApart>
        <Header />
      </HydratedApart>
      <main className="site-layout__content">
        <Outlet />
      </main>
      <footer className="site-layout__footer">
        <HydratedApart>
          <Text tone="secondary">{t('app.footer', { siteName: name })}</Text>
        </HydratedApart>
      </footer>
    </div>
  );
}
