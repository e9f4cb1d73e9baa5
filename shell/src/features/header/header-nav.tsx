import { theme } from 'antd';
import type { CSSProperties } from 'react';
import { useShellTranslation } from '../../i18n/use-shell-translation';
import { NavLink } from 'react-router-dom';

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
  const { token } = theme.useToken();
  const linkStyle = (isActive: boolean): CSSProperties => ({
    display: 'block',
    padding: vertical ? '8px 12px' : '4px 12px',
    whiteSpace: 'nowrap',
    borderRadius: token.borderRadius,
    fontWeight: isActive ? 600 : 400,
    // Gold on its own tint reads at 3.3:1; the text colour on the tint keeps AA contrast.
    color: token.colorText,
    background: isActive ? token.colorPrimaryBg : 'transparent',
    boxShadow: isActive ? `inset 0 -2px 0 ${token.colorPrimary}` : 'none',
  });
  return (
    <nav aria-label={t('nav.menu')} style={{ display: 'flex', flexDirection: vertical ? 'column' : 'row', gap: 4, flexShrink: 0 }}>
      {NAV.map((item) => (
        <NavLink key={item.to} to={item.to} end={item.end} onClick={onNavigate} style={({ isActive }) => linkStyle(isActive)}>
          {t(item.label)}
        </NavLink>
      ))}
    </nav>
  );
}
