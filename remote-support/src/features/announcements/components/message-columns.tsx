import type { StaffBoardMessage } from '@casino/contract';
import { Button, Space, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import { When } from '../../../components/when';

interface ColumnOptions {
  t: TFunction;
  busyId: number | null;
  onEdit: (row: StaffBoardMessage) => void;
  onPublish: (row: StaffBoardMessage, published: boolean) => void;
}

/** Scope and state at a glance; a row of another scope (site-wide, without the right) is view only. */
export function messageColumns({ t, busyId, onEdit, onPublish }: ColumnOptions): ColumnsType<StaffBoardMessage> {
  return [
    { key: 'type', title: t('announcements.messages.type'), width: 90, render: (_, row) => <Tag>{t(`announcements.types.${row.type}`)}</Tag> },
    { key: 'title', title: t('announcements.messages.titleLabel'), render: (_, row) => row.title },
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
      render: (_, row) => (row.published ? <Tag color="green">{t('announcements.messages.on')}</Tag> : <Tag>{t('announcements.messages.off')}</Tag>),
    },
    { key: 'updated', title: t('announcements.messages.updated'), width: 150, render: (_, row) => <When iso={row.updated_at} /> },
    {
      key: 'actions',
      title: t('announcements.actions'),
      width: 190,
      render: (_, row) =>
        row.editable ? (
          <Space size={4} wrap>
            <Button size="small" aria-label={t('staff.editOf', { name: row.title })} onClick={() => onEdit(row)}>
              {t('staff.edit')}
            </Button>
            <Button
              size="small"
              danger={row.published}
              loading={busyId === row.id}
              disabled={busyId !== null}
              aria-label={t(row.published ? 'announcements.messages.unpublishOf' : 'announcements.messages.publishOf', { title: row.title })}
              onClick={() => onPublish(row, !row.published)}
            >
              {t(row.published ? 'announcements.messages.unpublish' : 'announcements.messages.publish')}
            </Button>
          </Space>
        ) : (
          <Tag>{t('staff.readOnly')}</Tag>
        ),
    },
  ];
}
