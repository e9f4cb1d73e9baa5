import { theme } from 'antd';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('shell');
  const { token } = theme.useToken();
  const linkStyle = (isActive: boolean): CSSProperties => ({
    display: 'block',
    padding: vertical ? '8px 12px' : '4px 12px',
    whiteSpace: 'nowrap',
    borderRadius: token.borderRadius,
    fontWeight: isActive ? 600 : 400,
    color: isActive ? token.colorPrimary : token.colorText,
    background: isActive ? token.colorPrimaryBg : 'transparent',
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
