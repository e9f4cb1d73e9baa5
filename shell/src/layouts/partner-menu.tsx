import { Badge, Menu, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { useDeployedRemotes } from '../remotes/use-deployed-remotes';
import { PARTNER_PAGES, RANKING_WINDOWS } from '../routes/route-table';

const pathOf = (child: string) => (child ? `/partner/${child}` : '/partner');

/**
 * One entry per partner page, in the route table's order. The statement entry carries the count
 * of requests waiting for a decision; a page whose remote is not deployed yet says "coming" (its
 * route shows the shell's unavailable box, not a dead link). Then the rankings: windows, each
 * opened beside the back-office by a plain link (a new window or tab the browser never blocks).
 */
export function PartnerMenu({ waiting, onNavigate }: { waiting: number; onNavigate?: () => void }) {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const deployed = useDeployedRemotes();
  const pages = PARTNER_PAGES.map(({ child, page }) => {
    const name = t(`partner.menu.${child || 'home'}`);
    const coming = deployed !== null && !deployed.has(page.remote);
    const hasWaiting = child === 'statement' && waiting > 0;
    return {
      key: pathOf(child),
      label: (
        <Link to={pathOf(child)} style={{ color: 'inherit' }} aria-label={hasWaiting ? t('partner.openRequests', { name, count: waiting }) : coming ? `${name} (${t('partner.coming')})` : undefined}>
          {name}
          {hasWaiting && <Badge count={waiting} size="small" style={{ marginInlineStart: 8 }} aria-hidden />}
          {coming && (
            <Tag style={{ marginInlineStart: 8 }} aria-hidden>
              {t('partner.coming')}
            </Tag>
          )}
        </Link>
      ),
    };
  });
  const rankings = {
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
  return <Menu mode="inline" selectedKeys={[pathname.replace(/\/$/, '') || '/partner']} onClick={onNavigate} items={[...pages, rankings]} />;
}
