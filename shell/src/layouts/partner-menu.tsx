import { Menu } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { PARTNER_PAGES } from '../routes/route-table';

const pathOf = (child: string) => (child ? `/partner/${child}` : '/partner');

/** One entry per partner page, in the route table's order. */
export function PartnerMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  return (
    <Menu
      mode="inline"
      selectedKeys={[pathname.replace(/\/$/, '') || '/partner']}
      onClick={onNavigate}
      items={PARTNER_PAGES.map(({ child }) => ({
        key: pathOf(child),
        label: <Link to={pathOf(child)}>{t(`partner.menu.${child || 'home'}`)}</Link>,
      }))}
    />
  );
}
