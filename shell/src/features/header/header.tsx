import { AntdScope, SiteLink, useUser } from '@casino/platform';
import { observer } from 'mobx-react-lite';
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { useShellTranslation } from '../../i18n/use-shell-translation';
import { AccountActions } from './account-actions';
import { AccountSummary } from './account-summary';
import { HeaderNav } from './header-nav';
import { LanguageSwitch } from '../../components/language-switch';
import { MenuIcon, SiteButton } from '@casino/platform/light';
import { Text } from '../../components/text';
import { useBalanceRefresh } from './use-balance-refresh';
import { lazyWithPreload } from '../../lib/lazy-with-preload';
import { type SupportCounts } from './support-counts-store';
import { useShellStore } from '../../app/shell-store-context';
import { useSiteBrand } from '../../site/use-site-brand';
import { useWideViewport } from '../../lib/use-wide-viewport';
import './header.css';

/** The phone menu's code comes with its first opening (or when the browser is idle before that). */
export const LazyHeaderDrawer = lazyWithPreload(() => import('./header-drawer').then((m) => ({ default: m.HeaderDrawer })));

/** Shown at the given width, or at both while the width is not known (the page's CSS then picks). */
function AtWidth({ wide, shows, children }: { wide: boolean | null; shows: 'wide' | 'narrow'; children: ReactNode }) {
  if (wide === null) return <span className={`shell-header__${shows}-only`}>{children}</span>;
  return wide === (shows === 'wide') ? children : null;
}

/**
 * The member site's header. From the md breakpoint (768 px) the nav is a row and a signed-in
 * member's figures and dialogs get a second row that may wrap; below it (phones) the nav and
 * account move into a drawer, but a visitor keeps log-in and sign-up in the bar and a member
 * their cash and game credit. A server render has both, and the page's CSS shows the one that fits.
 */
export const Header = observer(function Header() {
  const { t } = useShellTranslation();
  const user = useUser();
  const brand = useSiteBrand();
  const wide = useWideViewport();
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Kept mounted once opened, so closing it animates.
  const [drawerUsed, setDrawerUsed] = useState(false);
  const closeDrawer = () => setDrawerOpen(false);
  useBalanceRefresh();
  const { supportCounts } = useShellStore();
  useEffect(() => supportCounts.start(), [supportCounts]);
  // Read here, in an observer, and handed down as plain numbers.
  const counts: SupportCounts = { unread: supportCounts.unread, answered: supportCounts.answered };

  return (
    <header className="shell-header">
      <div className="shell-header__row">
        {/* The site's name is the way home, not a heading: each page has its own h1. */}
        <SiteLink to="/" className="shell-header__home">
          {brand.logoUrl ? (
            <img src={brand.logoUrl} alt={brand.name} className="shell-header__logo" />
          ) : (
            <Text strong ellipsis style={{ fontSize: 20, whiteSpace: 'nowrap' }}>
              {brand.name}
            </Text>
          )}
        </SiteLink>
        <AtWidth wide={wide} shows="wide">
          <HeaderNav />
        </AtWidth>
        <div className="shell-header__tools">
          {!user.isLoggedIn && (
            <>
              <AtWidth wide={wide} shows="narrow">
                <AccountActions compact />
              </AtWidth>
              <AtWidth wide={wide} shows="wide">
                <AccountActions />
              </AtWidth>
            </>
          )}
          <AtWidth wide={wide} shows="narrow">
            <AccountSummary compact />
            {/* A dot on the menu button tells a phone player that notes or answers wait in the drawer. */}
            <SiteButton
              kind="text"
              icon={<MenuIcon />}
              aria-label={t('nav.menu')}
              dot={(counts.unread ?? 0) + (counts.answered ?? 0) > 0}
              onClick={() => {
                setDrawerUsed(true);
                setDrawerOpen(true);
              }}
            />
          </AtWidth>
          <AtWidth wide={wide} shows="wide">
            <LanguageSwitch size="small" />
          </AtWidth>
        </div>
      </div>
      {user.isLoggedIn && (
        <AtWidth wide={wide} shows="wide">
          <div className="shell-header__row shell-header__row--account">
            <AccountSummary />
            <div className="shell-header__end">
              <AccountActions counts={counts} />
            </div>
          </div>
        </AtWidth>
      )}
      {wide === false && drawerUsed && (
        <AntdScope preload={LazyHeaderDrawer.preload}>
          <Suspense fallback={null}>
            <LazyHeaderDrawer open={drawerOpen} title={brand.name} counts={counts} onClose={closeDrawer} />
          </Suspense>
        </AntdScope>
      )}
    </header>
  );
});
