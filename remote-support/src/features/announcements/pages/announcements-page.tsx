import { Tabs } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { StaffPage } from '../../../components/staff-page';
import { useStaffTranslation } from '../../../i18n/staff/use-staff-translation';
import { announcementsWords } from '../../../i18n/staff/announcements';
import { MessagesTab } from '../components/messages-tab';
import { PopupsTab } from '../components/popups-tab';

type Tab = 'messages' | 'popups';

/**
 * /partner/announcements: the board's announcements (notices, events, popup announcements) and
 * the image popups. The tab is in the URL (`?tab=popups`), so a reload or a link opens the same one.
 */
export default function AnnouncementsPage() {
  const { t } = useStaffTranslation(announcementsWords);
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'popups' ? 'popups' : 'messages';

  const select = (next: string) =>
    setParams(
      (current) => {
        const query = new URLSearchParams(current);
        if (next === 'popups') query.set('tab', 'popups');
        else query.delete('tab');
        return query;
      },
      { replace: true },
    );

  return (
    <StaffPage title={t('announcements.title')}>
      <Tabs
        activeKey={tab}
        onChange={select}
        destroyOnHidden
        items={[
          { key: 'messages', label: t('announcements.tabs.messages'), children: <MessagesTab /> },
          { key: 'popups', label: t('announcements.tabs.popups'), children: <PopupsTab /> },
        ]}
      />
    </StaffPage>
  );
}
