import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useBaseSiteTitle } from '../lib/use-document-title';
import { PARTNER_PAGES, STAFF_PAGES } from '../routes/route-table';

/** Every child of /partner the menu names. */
const MENU_CHILDREN = new Set([...PARTNER_PAGES, ...STAFF_PAGES].map((page) => page.child).concat('security'));

/** '<menu label> - <site name>' for the partner page at the current path; answers the label. */
export function usePartnerPageTitle(): string | undefined {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const child = pathname.replace(/^\/partner\/?/, '').replace(/\/$/, '');
  const label = MENU_CHILDREN.has(child) ? t(`partner.menu.${child || 'home'}`) : undefined;
  useBaseSiteTitle(label);
  return label;
}
