import { Alert, Tabs } from 'antd';
import { observer } from 'mobx-react-lite';
import { useSearchParams } from 'react-router-dom';
import { StaffPage } from '../../../components/staff-page';
import { useStaffTranslation } from '../../../i18n/staff/use-staff-translation';
import { siteContentWords } from '../../../i18n/staff/site-content';
import { useSiteRight } from '../../../lib/use-site-right';
import { MarqueeTab } from '../components/marquee-tab';
import { SettingsTab } from '../components/settings-tab';
import { SlidesTab } from '../components/slides-tab';

const TABS = ['slides', 'marquee', 'settings'] as const;
type Tab = (typeof TABS)[number];

/**
 * /partner/site-content: what every line's members see around the games (carousel slides, the
 * marquee, the public site settings). Needs the `site` right (the shell's guard and the API check
 * it too). The tab is in the URL (`?tab=marquee`).
 */
function SiteContentPage() {
  const { t } = useStaffTranslation(siteContentWords);
  const siteRight = useSiteRight();
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: Tab = TABS.find((key) => key === asked) ?? 'slides';

  const select = (next: string) =>
    setParams(
      (current) => {
        const query = new URLSearchParams(current);
        if (next === 'slides') query.delete('tab');
        else query.set('tab', next);
        return query;
      },
      { replace: true },
    );

  return (
    <StaffPage title={t('siteContent.title')}>
      {siteRight ? (
        <Tabs
          activeKey={tab}
          onChange={select}
          destroyOnHidden
          items={[
            { key: 'slides', label: t('siteContent.tabs.slides'), children: <SlidesTab /> },
            { key: 'marquee', label: t('siteContent.tabs.marquee'), children: <MarqueeTab /> },
            { key: 'settings', label: t('siteContent.tabs.settings'), children: <SettingsTab /> },
          ]}
        />
      ) : (
        <Alert type="warning" showIcon title={t('siteContent.noRight')} />
      )}
    </StaffPage>
  );
}

export default observer(SiteContentPage);
