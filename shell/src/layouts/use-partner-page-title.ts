import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useBaseSiteTitle } from '../lib/use-document-title';
import { PARTNER_PAGES } from '../routes/route-table';

/** '<menu label> - <site name>' for the partner page at the current path; answers the label. */
export function usePartnerPageTitle(): string | undefined {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const child = pathname.replace(/^\/partner\/?/, '').replace(/\/$/, '');
  const page = PARTNER_PAGES.find((entry) => entry.child === child);
  const label = page ? t(`partner.menu.${page.child || 'home'}`) : undefined;
  useBaseSiteTitle(label);
  return label;
}
