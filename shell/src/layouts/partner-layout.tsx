import { MenuOutlined } from '@ant-design/icons';
import { usePlatform } from '@casino/platform';
import { Button, Drawer, Grid, Layout, Space, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router-dom';
import { LanguageSwitch } from '../features/header/language-switch';
import { PartnerMenu } from './partner-menu';

/**
 * The back-office: a sidebar of the partner pages and a top bar. Only a partner gets the
 * chrome; a visitor or a member sees the guard's full page (partner login, no permission).
 */
export const PartnerLayout = observer(function PartnerLayout() {
  const { t } = useTranslation('shell');
  const { user } = usePlatform();
  const desktop = Grid.useBreakpoint().lg === true;
  const [menuOpen, setMenuOpen] = useState(false);
  if (user.account?.role !== 'partner') return <Outlet />;

  return (
    <Layout style={{ minHeight: '100vh' }}>
      {desktop && (
        <Layout.Sider width={220} theme="light">
          <Typography.Title level={5} style={{ padding: '16px 24px', margin: 0 }}>
            {t('partner.title')}
          </Typography.Title>
          <PartnerMenu />
        </Layout.Sider>
      )}
      <Layout>
        <Layout.Header style={{ display: 'flex', alignItems: 'center', gap: 12, padding: '0 16px' }}>
          {!desktop && <Button type="text" icon={<MenuOutlined />} aria-label={t('nav.menu')} onClick={() => setMenuOpen(true)} />}
          <Space style={{ marginLeft: 'auto' }} wrap>
            <Typography.Text strong>{user.account.nickname}</Typography.Text>
            <LanguageSwitch size="small" />
            <Link to="/">{t('partner.backToSite')}</Link>
            <Button size="small" onClick={() => void user.signOut()}>
              {t('header.logout')}
            </Button>
          </Space>
        </Layout.Header>
        <Layout.Content style={{ padding: 16, minWidth: 0 }}>
          <Outlet />
        </Layout.Content>
      </Layout>
      {!desktop && (
        <Drawer open={menuOpen} onClose={() => setMenuOpen(false)} placement="left" title={t('partner.title')} size={260}>
          <PartnerMenu onNavigate={() => setMenuOpen(false)} />
        </Drawer>
      )}
    </Layout>
  );
});
