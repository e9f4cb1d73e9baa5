import type { StaffBoardMessage } from '@casino/contract';
import { RowActions, type ActionsColumn, type BackOfficeColumn } from '@casino/platform/back-office';
import { Tag } from 'antd';
import type { announcementsWords } from '../../../i18n/staff/announcements';
import type { StaffT, WordsOf } from '../../../i18n/staff/use-staff-translation';
import { contentActions } from '../../../components/content-actions';
import { When } from '../../../components/when';

/** The title names the row; type, state and when at a glance (a phone's card), the scope after. */
export function messageColumns(t: StaffT<WordsOf<typeof announcementsWords>>): BackOfficeColumn<StaffBoardMessage>[] {
  return [
    { key: 'title', title: t('announcements.messages.titleLabel'), render: (_, row) => row.title },
    { key: 'type', title: t('announcements.messages.type'), width: 90, card: true, render: (_, row) => <Tag>{t(`announcements.types.${row.type}`)}</Tag> },
    {
      key: 'scope',
      title: t('announcements.scope'),
      width: 110,
      render: (_, row) => <Tag>{t(row.site_wide ? 'staff.siteWide' : 'staff.ownLine')}</Tag>,
    },
    {
      key: 'published',
      title: t('announcements.messages.published'),
      width: 100,
      card: true,
      render: (_, row) => (row.published ? <Tag color="green">{t('announcements.messages.on')}</Tag> : <Tag>{t('announcements.messages.off')}</Tag>),
    },
    { key: 'updated', title: t('announcements.messages.updated'), width: 150, card: true, render: (_, row) => <When iso={row.updated_at} /> },
  ];
}

interface ActionOptions {
  t: StaffT<WordsOf<typeof announcementsWords>>;
  busyId: number | null;
  onEdit: (row: StaffBoardMessage) => void;
  onPublish: (row: StaffBoardMessage, published: boolean) => void;
}

/** Edit and publish or unpublish; a row of another scope (site-wide, without the right) is view only. */
export function messageActions({ t, busyId, onEdit, onPublish }: ActionOptions): ActionsColumn<StaffBoardMessage> {
  return {
    title: t('announcements.actions'),
    render: (row) =>
      row.editable ? (
        <RowActions
          name={row.title}
          actions={contentActions(t, row.title, () => onEdit(row), {
            on: row.published,
            label: t(row.published ? 'announcements.messages.unpublish' : 'announcements.messages.publish'),
            ariaLabel: t(row.published ? 'announcements.messages.unpublishOf' : 'announcements.messages.publishOf', { title: row.title }),
            busy: busyId === row.id,
            disabled: busyId !== null,
            onClick: () => onPublish(row, !row.published),
          })}
        />
      ) : (
        <Tag>{t('staff.readOnly')}</Tag>
      ),
  };
}
