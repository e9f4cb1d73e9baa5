import { MenuOutlined } from '@ant-design/icons';
import { usePlatform } from '@casino/platform';
import { Button, Drawer, Grid, Layout, Space, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useShellTranslation } from '../i18n/use-shell-translation';
import { Link, Outlet } from 'react-router-dom';
import { LanguageSwitch } from '../components/language-switch';
import { createMenuBadges } from '../features/menu-badges/menu-badges';
import { PartnerAlertsControl } from '../features/partner-alerts/partner-alerts-control';
import { useSignOut } from '../lib/use-sign-out';
import { RemotePageTitleContext } from '../remotes/remote-context';
import { PartnerMenu } from './partner-menu';
import { usePartnerPageTitle } from './use-partner-page-title';

/**
 * The back-office: a sidebar of the partner pages and a top bar. Only a partner gets the
 * chrome; a visitor or a member sees the guard's full page (partner login, no permission).
 * On a phone the bar keeps the menu button, the nickname and log-out; the language switch and
 * the way back to the site move into the menu drawer.
 */
export const PartnerLayout = observer(function PartnerLayout() {
  const { t } = useShellTranslation();
  const platform = usePlatform();
  const { user } = platform;
  // Only the back-office counts waiting requests and inquiries, and this layout is its own chunk: the member site never loads it.
  const [badges] = useState(() => createMenuBadges(platform));
  useEffect(() => {
    const stops = [badges.openRequests.start(), badges.waitingInquiries.start()];
    return () => stops.forEach((stop) => stop());
  }, [badges]);
  const counts = { waiting: badges.openRequests.count.value ?? 0, inquiries: badges.waitingInquiries.count.value ?? 0 };
  const signOut = useSignOut();
  const desktop = Grid.useBreakpoint().lg === true;
  const [menuOpen, setMenuOpen] = useState(false);
  const pageTitle = usePartnerPageTitle(user.account?.role === 'partner');
  if (user.account?.role !== 'partner') return <Outlet />;

  const closeMenu = () => setMenuOpen(false);
  return (
    <Layout style={{ minHeight: '100vh' }}>
      {desktop && (
        <Layout.Sider width={220} theme="light">
          <Typography.Title level={5} style={{ padding: '16px 24px', margin: 0 }}>
            {t('partner.title')}
          </Typography.Title>
          <PartnerMenu account={user.account} counts={counts} />
        </Layout.Sider>
      )}
      <Layout style={{ minWidth: 0 }}>
        <Layout.Header style={{ display: 'flex', alignItems: 'center', gap: 8, padding: '0 12px', minWidth: 0 }}>
          {!desktop && <Button type="text" icon={<MenuOutlined />} aria-label={t('nav.menu')} onClick={() => setMenuOpen(true)} />}
          <Typography.Text strong ellipsis style={{ marginLeft: 'auto', minWidth: 0 }}>
            {user.account.nickname}
          </Typography.Text>
          <PartnerAlertsControl />
          {desktop && (
            <>
              <LanguageSwitch size="small" />
              <Link to="/" style={{ whiteSpace: 'nowrap' }}>
                {t('partner.backToSite')}
              </Link>
            </>
          )}
          <Button size="small" style={{ flexShrink: 0 }} onClick={signOut}>
            {t('header.logout')}
          </Button>
        </Layout.Header>
        <Layout.Content style={{ padding: desktop ? 16 : 8, minWidth: 0 }}>
          <RemotePageTitleContext.Provider value={pageTitle ?? null}>
            <Outlet />
          </RemotePageTitleContext.Provider>
        </Layout.Content>
      </Layout>
      {!desktop && (
        <Drawer open={menuOpen} onClose={closeMenu} placement="left" title={t('partner.title')} size={260}>
          <PartnerMenu account={user.account} counts={counts} onNavigate={closeMenu} />
          <Space orientation="vertical" size={16} style={{ padding: '16px 0', width: '100%' }}>
            <LanguageSwitch />
            <Link to="/" onClick={closeMenu}>
              {t('partner.backToSite')}
            </Link>
          </Space>
        </Drawer>
      )}
    </Layout>
  );
});
