import type { StaffPopup } from '@casino/contract';
import { useHttp } from '@casino/platform';
import { Button, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { OrderedTable } from '../../../components/ordered-table';
import { useStaffTranslation } from '../../../i18n/staff/use-staff-translation';
import { announcementsWords } from '../../../i18n/staff/announcements';
import { useActiveSwitch } from '../../../lib/use-active-switch';
import { PopupsStore } from '../store/popups-store';
import { popupColumns } from './popup-columns';
import { PopupForm, type PopupFormTarget } from './popup-form';

/** The image popups tab: the sequence members see after the popup announcements, reordered and edited here. */
export function PopupsTab() {
  const { t } = useStaffTranslation(announcementsWords);
  const http = useHttp();
  const switchActive = useActiveSwitch();
  const [store] = useState(() => new PopupsStore(http, t('staff.errorGeneric')));
  const [target, setTarget] = useState<PopupFormTarget | null>(null);

  useEffect(() => {
    void store.rows.load();
  }, [store]);

  return (
    <>
      <div className="support-staff-toolbar">
        <Typography.Text type="secondary">{t('announcements.popups.hint')}</Typography.Text>
        <Button type="primary" onClick={() => setTarget({ mode: 'create' })}>
          {t('announcements.popups.create')}
        </Button>
      </div>
      <OrderedTable<StaffPopup>
        tableId="support.popups"
        rows={store.rows}
        label={t('announcements.tabs.popups')}
        empty={t('announcements.popups.empty')}
        nameOf={(row) => row.title}
        columns={popupColumns(t)}
        onEdit={(row) => setTarget({ mode: 'edit', row })}
        onActive={(row, active) => void switchActive(row.title, active, () => store.setActive(row, active))}
      />
      <PopupForm store={store} target={target} onClose={() => setTarget(null)} />
    </>
  );
}
