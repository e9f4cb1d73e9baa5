import { useShellTranslation } from '../../i18n/use-shell-translation';
import { SiteNavLink } from '@casino/platform';
import './header-nav.css';

const NAV = [
  { to: '/', label: 'nav.home', end: true },
  { to: '/game/casino', label: 'nav.casino', end: false },
  { to: '/game/slot', label: 'nav.slot', end: false },
] as const;

/**
 * Home, casino and slot as plain links: a row on a desktop, a list in the phone drawer.
 * Not an antd Menu: its horizontal mode measures itself and folds items into "⋯".
 */
export function HeaderNav({ vertical = false, onNavigate }: { vertical?: boolean; onNavigate?: () => void }) {
  const { t } = useShellTranslation();
  return (
    <nav aria-label={t('nav.menu')} className={vertical ? 'header-nav header-nav--vertical' : 'header-nav'}>
      {NAV.map((item) => (
        <SiteNavLink key={item.to} to={item.to} end={item.end} onClick={onNavigate} className="header-nav__link">
          {t(item.label)}
        </SiteNavLink>
      ))}
    </nav>
  );
}
