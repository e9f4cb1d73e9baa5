import type { StaffSlide } from '@casino/contract';
import { useHttp } from '@casino/platform';
import { Button, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { OrderedTable } from '../../../components/ordered-table';
import { useStaffTranslation } from '../../../i18n/staff/use-staff-translation';
import { siteContentWords } from '../../../i18n/staff/site-content';
import { useActiveSwitch } from '../../../lib/use-active-switch';
import { SlidesStore } from '../store/slides-store';
import { SlideForm, type SlideFormTarget } from './slide-form';

/** The home page's carousel: the slides in display order, each with its image, titles and link. */
export function SlidesTab() {
  const { t } = useStaffTranslation(siteContentWords);
  const http = useHttp();
  const switchActive = useActiveSwitch();
  const [store] = useState(() => new SlidesStore(http, t('staff.errorGeneric')));
  const [target, setTarget] = useState<SlideFormTarget | null>(null);

  useEffect(() => {
    void store.rows.load();
  }, [store]);

  return (
    <>
      <div className="support-staff-toolbar">
        <Typography.Text type="secondary">{t('siteContent.slides.hint')}</Typography.Text>
        <Button type="primary" onClick={() => setTarget({ mode: 'create' })}>
          {t('siteContent.slides.create')}
        </Button>
      </div>
      <OrderedTable<StaffSlide>
        tableId="support.slides"
        rows={store.rows}
        label={t('siteContent.tabs.slides')}
        empty={t('siteContent.slides.empty')}
        nameOf={(row) => row.title}
        columns={[
          {
            key: 'title',
            title: t('siteContent.slides.title'),
            render: (_, row) => (
              <>
                <div lang="ko">{row.title}</div>
                <Typography.Text type="secondary" lang="en">
                  {row.title_en || t('siteContent.noEnglish')}
                </Typography.Text>
              </>
            ),
          },
          { key: 'image', title: t('siteContent.slides.image'), width: 110, card: true, render: (_, row) => <img src={row.image_url} alt={row.title} className="support-table-thumb" /> },
          { key: 'link', title: t('siteContent.slides.link'), render: (_, row) => row.link_url ?? '-' },
          { key: 'active', title: t('staff.activeLabel'), width: 100, card: true, render: (_, row) => (row.active ? <Tag color="green">{t('staff.active')}</Tag> : <Tag>{t('staff.inactive')}</Tag>) },
        ]}
        onEdit={(row) => setTarget({ mode: 'edit', row })}
        onActive={(row, active) => void switchActive(row.title, active, () => store.setActive(row, active))}
      />
      <SlideForm store={store} target={target} onClose={() => setTarget(null)} />
    </>
  );
}
