import { MenuOutlined } from '@ant-design/icons';
import { useUser } from '@casino/platform';
import { Badge, Button, Grid, Layout, Space } from 'antd';
import { observer } from 'mobx-react-lite';
import { Suspense, useEffect, useState } from 'react';
import { useShellTranslation } from '../../i18n/use-shell-translation';
import { Link } from 'react-router-dom';
import { AccountActions } from './account-actions';
import { AccountSummary } from './account-summary';
import { HeaderNav } from './header-nav';
import { LanguageSwitch } from '../../components/language-switch';
import { Text } from '../../components/text';
import { useBalanceRefresh } from './use-balance-refresh';
import { lazyWithPreload } from '../../lib/lazy-with-preload';
import { type SupportCounts } from './support-counts-store';
import { useShellStore } from '../../app/shell-store-context';
import { useSiteBrand } from '../../site/use-site-brand';

/** The phone menu's code comes with its first opening (or when the browser is idle before that). */
export const LazyHeaderDrawer = lazyWithPreload(() => import('./header-drawer').then((m) => ({ default: m.HeaderDrawer })));

const rowStyle = { display: 'flex', alignItems: 'center', gap: 16, minHeight: 48 } as const;

/**
 * The member site's header. From the md breakpoint (768 px) the nav is a row and a signed-in
 * member's figures and dialogs get a second row that may wrap; below it (phones) the nav and
 * account move into a drawer, but a visitor keeps log-in and sign-up in the bar and a member
 * their cash and game credit.
 */
export const Header = observer(function Header() {
  const { t } = useShellTranslation();
  const user = useUser();
  const brand = useSiteBrand();
  const screens = Grid.useBreakpoint();
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Kept mounted once opened, so closing it animates.
  const [drawerUsed, setDrawerUsed] = useState(false);
  const desktop = screens.md === true;
  const closeDrawer = () => setDrawerOpen(false);
  useBalanceRefresh();
  const { supportCounts } = useShellStore();
  useEffect(() => supportCounts.start(), [supportCounts]);
  // Read here, in an observer, and handed down as plain numbers.
  const counts: SupportCounts = { unread: supportCounts.unread, answered: supportCounts.answered };

  return (
    <Layout.Header style={{ display: 'flex', flexDirection: 'column', height: 'auto', lineHeight: 'normal', padding: '8px 16px' }}>
      <div style={rowStyle}>
        {/* The site's name is the way home, not a heading: each page has its own h1. */}
        <Link to="/" style={{ display: 'flex', alignItems: 'center', minWidth: 0 }}>
          {brand.logoUrl ? (
            <img src={brand.logoUrl} alt={brand.name} style={{ height: 32, maxWidth: '100%', objectFit: 'contain', objectPosition: 'left', display: 'block' }} />
          ) : (
            <Text strong ellipsis style={{ fontSize: 20, whiteSpace: 'nowrap' }}>
              {brand.name}
            </Text>
          )}
        </Link>
        {desktop && <HeaderNav />}
        <Space size={8} style={{ marginLeft: 'auto', flexShrink: 0 }}>
          {!user.isLoggedIn && <AccountActions compact={!desktop} />}
          {!desktop && <AccountSummary compact />}
          {desktop ? (
            <LanguageSwitch size="small" />
          ) : (
            // A dot on the menu button tells a phone player that notes or answers wait in the drawer.
            <Badge dot={(counts.unread ?? 0) + (counts.answered ?? 0) > 0} offset={[-6, 6]}>
              <Button
                type="text"
                icon={<MenuOutlined />}
                aria-label={t('nav.menu')}
                onClick={() => {
                  setDrawerUsed(true);
                  setDrawerOpen(true);
                }}
              />
            </Badge>
          )}
        </Space>
      </div>
      {desktop && user.isLoggedIn && (
        <div style={{ ...rowStyle, minHeight: 32, flexWrap: 'wrap', rowGap: 8 }}>
          <AccountSummary />
          <div style={{ marginLeft: 'auto' }}>
            <AccountActions counts={counts} />
          </div>
        </div>
      )}
      {!desktop && drawerUsed && (
        <Suspense fallback={null}>
          <LazyHeaderDrawer open={drawerOpen} title={brand.name} counts={counts} onClose={closeDrawer} />
        </Suspense>
      )}
    </Layout.Header>
  );
});
