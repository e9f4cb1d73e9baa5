import type { Account } from '@casino/contract';
import { hasWordsFor } from '@casino/platform';
import { Badge, Menu, Tag } from 'antd';
import type { ItemType } from 'antd/es/menu/interface';
import { Link, useLocation } from 'react-router-dom';
import { passes } from '../features/auth/guard-check';
import { ko } from '../i18n/ko';
import { useShellTranslation } from '../i18n/use-shell-translation';
import { useDeployedRemotes } from '../remotes/use-deployed-remotes';
import { PARTNER_PAGES, RANKING_WINDOWS, STAFF_PAGES, type RouteGuard } from '../routes/route-table';

const pathOf = (child: string) => (child ? `/partner/${child}` : '/partner');

export interface MenuCounts {
  /** Deposit and withdrawal requests waiting for a decision (the statement entry). */
  waiting: number;
  /** Inquiries waiting for an answer (the inquiries entry, masters only). */
  inquiries: number;
}

/**
 * The back-office menu: one entry per partner page, in the route table's order; the rankings
 * (windows, each opened beside the back-office by a plain link, which the browser never blocks);
 * then the operator console's entries, each only to the levels its guard lets in (the API checks
 * the same), and the account's sign-in security. An entry whose remote is not deployed says
 * "coming" (its route shows the shell's unavailable box, not a dead link). Counts ride on the
 * statement and inquiries entries.
 */
export function PartnerMenu({ account, counts, onNavigate }: { account: Account | null; counts: MenuCounts; onNavigate?: () => void }) {
  const { t } = useShellTranslation();
  const { pathname } = useLocation();
  const deployed = useDeployedRemotes();

  const entry = (child: string, remote: string | null, count = 0): ItemType => {
    const key = child || 'home';
    const name = hasWordsFor(ko.partner.menu, key) ? t(`partner.menu.${key}`) : key;
    const coming = remote !== null && deployed !== null && !deployed.has(remote);
    return {
      key: pathOf(child),
      label: (
        <Link to={pathOf(child)} style={{ color: 'inherit' }} aria-label={count > 0 ? t('partner.openRequests', { name, count }) : coming ? `${name} (${t('partner.coming')})` : undefined}>
          {name}
          {count > 0 && <Badge count={count} size="small" style={{ marginInlineStart: 8 }} aria-hidden />}
          {coming && (
            <Tag style={{ marginInlineStart: 8 }} aria-hidden>
              {t('partner.coming')}
            </Tag>
          )}
        </Link>
      ),
    };
  };

  const pages = PARTNER_PAGES.map(({ child, page }) => entry(child, page.remote, child === 'statement' ? counts.waiting : 0));
  const rankings: ItemType = {
    key: 'rankings',
    label: t('partner.menu.rankings'),
    children: RANKING_WINDOWS.map((name) => ({
      key: `/windows/${name}`,
      label: (
        <a href={`/windows/${name}`} target="_blank" rel="noopener" style={{ color: 'inherit' }} aria-label={t('partner.newWindow', { name: t(`partner.windows.${name}`) })}>
          {t(`partner.windows.${name}`)}
        </a>
      ),
    })),
  };
  const may = (guard: RouteGuard) => passes(guard, account);
  const staff = STAFF_PAGES.filter(({ guard }) => may(guard)).map(({ child, page }) => entry(child, page.remote, child === 'inquiries' ? counts.inquiries : 0));
  const operations: ItemType[] = staff.length > 0 ? [{ key: 'operations', type: 'group', label: t('partner.menu.operations'), children: staff }] : [];
  return (
    <Menu
      mode="inline"
      selectedKeys={[pathname.replace(/\/$/, '') || '/partner']}
      defaultOpenKeys={[]}
      onClick={onNavigate}
      items={[...pages, rankings, ...operations, entry('security', null)]}
    />
  );
}
