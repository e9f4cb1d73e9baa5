import { Menu } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';

const NAV = [
  { key: '/', label: 'nav.home' },
  { key: '/game/casino', label: 'nav.casino' },
  { key: '/game/slot', label: 'nav.slot' },
] as const;

function selectedKey(pathname: string): string[] {
  const match = [...NAV].reverse().find((item) => item.key !== '/' && pathname.startsWith(item.key));
  return [match?.key ?? (pathname === '/' ? '/' : '')];
}

/** Home, casino and slot: a bar on a desktop, a list in the phone drawer. */
export function HeaderNav({ mode, onNavigate }: { mode: 'horizontal' | 'inline'; onNavigate?: () => void }) {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  return (
    <Menu
      mode={mode}
      selectedKeys={selectedKey(pathname)}
      onClick={onNavigate}
      style={{ flex: 1, minWidth: 0, borderBottom: 'none', background: 'transparent' }}
      items={NAV.map((item) => ({ key: item.key, label: <Link to={item.key}>{t(item.label)}</Link> }))}
    />
  );
}
