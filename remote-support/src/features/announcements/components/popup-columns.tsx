import type { StaffPopup } from '@casino/contract';
import type { BackOfficeColumn } from '@casino/platform/back-office';
import { Space, Tag } from 'antd';
import type { announcementsWords } from '../../../i18n/staff/announcements';
import type { StaffT, WordsOf } from '../../../i18n/staff/use-staff-translation';

/** A popup's own columns: its title (naming the row), image, and whether it shows, can be closed, and to whom. */
export function popupColumns(t: StaffT<WordsOf<typeof announcementsWords>>): BackOfficeColumn<StaffPopup>[] {
  return [
    { key: 'title', title: t('announcements.popups.titleLabel'), render: (_, row) => row.title },
    { key: 'image', title: t('announcements.popups.image'), width: 110, card: true, render: (_, row) => <img src={row.image_url} alt={row.title} className="support-table-thumb" /> },
    {
      key: 'flags',
      title: t('announcements.popups.state'),
      width: 170,
      card: true,
      render: (_, row) => (
        <Space size={4} wrap>
          {row.active ? <Tag color="green">{t('staff.active')}</Tag> : <Tag>{t('staff.inactive')}</Tag>}
          {row.is_non_closable && <Tag color="orange">{t('announcements.popups.nonClosable')}</Tag>}
          <Tag>{t(row.site_wide ? 'staff.siteWide' : 'staff.ownLine')}</Tag>
        </Space>
      ),
    },
  ];
}
