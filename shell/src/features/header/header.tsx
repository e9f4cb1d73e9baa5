import { MenuOutlined } from '@ant-design/icons';
import { Button, Drawer, Grid, Layout, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AccountActions } from './account-actions';
import { AccountSummary } from './account-summary';
import { HeaderNav } from './header-nav';
import { LanguageSwitch } from './language-switch';
import { useBalanceRefreshOnFocus } from './use-balance-refresh';
import { useSiteBrand } from './use-site-brand';

/** The member site's header. Below the lg breakpoint (tablets, phones at 375 px) everything but the logo moves into a drawer. */
export function Header() {
  const { t } = useTranslation('shell');
  const brand = useSiteBrand();
  const screens = Grid.useBreakpoint();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const desktop = screens.lg === true;
  const closeDrawer = () => setDrawerOpen(false);
  useBalanceRefreshOnFocus();

  const siteName = brand.name ?? t('app.siteName');
  return (
    <Layout.Header style={{ display: 'flex', alignItems: 'center', gap: 16, padding: '0 16px', height: 'auto', minHeight: 64, flexWrap: 'wrap' }}>
      <Link to="/" style={{ display: 'flex', alignItems: 'center' }}>
        {brand.logoUrl ? (
          <img src={brand.logoUrl} alt={siteName} style={{ height: 32, display: 'block' }} />
        ) : (
          <Typography.Title level={4} style={{ margin: 0, whiteSpace: 'nowrap' }}>
            {siteName}
          </Typography.Title>
        )}
      </Link>
      {desktop ? (
        <>
          <HeaderNav mode="horizontal" />
          <Space size={16} wrap style={{ marginLeft: 'auto' }}>
            <AccountSummary />
            <AccountActions />
            <LanguageSwitch size="small" />
          </Space>
        </>
      ) : (
        <>
          <Button type="text" icon={<MenuOutlined />} aria-label={t('nav.menu')} onClick={() => setDrawerOpen(true)} style={{ marginLeft: 'auto' }} />
          <Drawer open={drawerOpen} onClose={closeDrawer} title={siteName} placement="right" size={300}>
            <Space orientation="vertical" size={16} style={{ width: '100%' }}>
              <AccountSummary vertical />
              <HeaderNav mode="inline" onNavigate={closeDrawer} />
              <AccountActions vertical onAction={closeDrawer} />
              <LanguageSwitch />
            </Space>
          </Drawer>
        </>
      )}
    </Layout.Header>
  );
}
