import { usePageTitle } from '@casino/platform';
import { useKeyboardScrollableTables } from '@casino/platform/back-office';
import { Tabs, Typography } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { MembersTab } from '../features/members/components/members-tab';
import { PartnersTab } from '../features/partners/components/partners-tab';
import { usePartnerTranslation } from '../i18n/use-partner-translation';
import '../components/partner.css';

type Tab = 'partners' | 'members';

/**
 * /partner/partner-management: the partners tab and membership management. The tab is in the
 * URL (`?tab=members`), so a reload or a shared link opens the same one. This page composes two
 * features (which never import each other), so it sits above them, in `src/pages`.
 */
export default function PartnerManagementPage() {
  const { t } = usePartnerTranslation();
  useKeyboardScrollableTables();
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'members' ? 'members' : 'partners';
  usePageTitle(t('management.title'));

  const select = (next: string) =>
    setParams(
      (current) => {
        const query = new URLSearchParams(current);
        if (next === 'members') query.set('tab', 'members');
        else query.delete('tab');
        return query;
      },
      { replace: true },
    );

  return (
    <section>
      <Typography.Title level={1} className="partner-window-title">
        {t('management.title')}
      </Typography.Title>
      <Tabs
        activeKey={tab}
        onChange={select}
        items={[
          { key: 'partners', label: t('management.tabs.partners'), children: <PartnersTab /> },
          { key: 'members', label: t('management.tabs.members'), children: <MembersTab /> },
        ]}
      />
    </section>
  );
}
