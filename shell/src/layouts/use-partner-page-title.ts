import { hasWordsFor } from '@casino/platform';
import { useLocation } from 'react-router-dom';
import { ko } from '../i18n/ko';
import { useShellTranslation } from '../i18n/use-shell-translation';
import { useBaseSiteTitle } from '../lib/use-document-title';
import { PARTNER_PAGES, STAFF_PAGES } from '../routes/route-table';

/** Every child of /partner the menu names. */
const MENU_CHILDREN = new Set([...PARTNER_PAGES, ...STAFF_PAGES].map((page) => page.child).concat('security'));

/**
 * '<menu label> - <site name>' for the partner page at the current path; answers the label. Not a
 * partner (the guard's sign-in page names itself): the site name, so a sign-in on the same path
 * changes the title and the page's label replaces the sign-in page's.
 */
export function usePartnerPageTitle(isPartner: boolean): string | undefined {
  const { t } = useShellTranslation();
  const { pathname } = useLocation();
  const child = pathname.replace(/^\/partner\/?/, '').replace(/\/$/, '');
  const key = child || 'home';
  const label = isPartner && MENU_CHILDREN.has(child) && hasWordsFor(ko.partner.menu, key) ? t(`partner.menu.${key}`) : undefined;
  useBaseSiteTitle(label);
  return label;
}
