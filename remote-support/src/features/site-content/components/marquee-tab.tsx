import type { StaffMarqueeLine } from '@casino/contract';
import { useHttp } from '@casino/platform';
import { Button, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { OrderedTable } from '../../../components/ordered-table';
import { useStaffTranslation } from '../../../i18n/staff/use-staff-translation';
import { siteContentWords } from '../../../i18n/staff/site-content';
import { useActiveSwitch } from '../../../lib/use-active-switch';
import { MarqueeStore } from '../store/marquee-store';
import { MarqueeForm, type MarqueeFormTarget } from './marquee-form';

/** The running text under the header: its lines in display order, in Korean and English. */
export function MarqueeTab() {
  const { t } = useStaffTranslation(siteContentWords);
  const http = useHttp();
  const switchActive = useActiveSwitch();
  const [store] = useState(() => new MarqueeStore(http, t('staff.errorGeneric')));
  const [target, setTarget] = useState<MarqueeFormTarget | null>(null);

  useEffect(() => {
    void store.rows.load();
  }, [store]);

  return (
    <>
      <div className="support-staff-toolbar">
        <Typography.Text type="secondary">{t('siteContent.marquee.hint')}</Typography.Text>
        <Button type="primary" onClick={() => setTarget({ mode: 'create' })}>
          {t('siteContent.marquee.create')}
        </Button>
      </div>
      <OrderedTable<StaffMarqueeLine>
        tableId="support.marquee"
        rows={store.rows}
        label={t('siteContent.tabs.marquee')}
        empty={t('siteContent.marquee.empty')}
        nameOf={(row) => row.text}
        columns={[
          { key: 'text', title: t('siteContent.marquee.text'), render: (_, row) => <span lang="ko">{row.text}</span> },
          {
            key: 'text_en',
            title: t('siteContent.marquee.textEn'),
            render: (_, row) => (row.text_en ? <span lang="en">{row.text_en}</span> : <Typography.Text type="secondary">{t('siteContent.noEnglish')}</Typography.Text>),
          },
          { key: 'active', title: t('staff.activeLabel'), width: 100, card: true, render: (_, row) => (row.active ? <Tag color="green">{t('staff.active')}</Tag> : <Tag>{t('staff.inactive')}</Tag>) },
        ]}
        onEdit={(row) => setTarget({ mode: 'edit', row })}
        onActive={(row, active) => void switchActive(row.text, active, () => store.setActive(row, active))}
      />
      <MarqueeForm store={store} target={target} onClose={() => setTarget(null)} />
    </>
  );
}
