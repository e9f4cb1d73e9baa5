import type { SentNote } from '@casino/contract';
import { Button } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import { When } from '../../../components/when';
import { TargetLabel } from './target-label';

/** The title is the row's button for the keyboard; a click anywhere on the row opens the note (openOnRow). */
export function noteColumns(t: TFunction): ColumnsType<SentNote> {
  return [
    {
      key: 'title',
      title: t('notes.columns.title'),
      render: (_, row) => (
        <Button type="link" className="support-row-title">
          {row.title}
        </Button>
      ),
    },
    { key: 'target', title: t('notes.columns.target'), render: (_, row) => <TargetLabel target={row.target} /> },
    {
      key: 'read',
      title: t('notes.columns.read'),
      width: 130,
      render: (_, row) => t('notes.readCount', { read: row.read, sent: row.sent }),
    },
    { key: 'sender', title: t('notes.columns.sender'), width: 110, render: (_, row) => row.sender },
    { key: 'created', title: t('notes.columns.created'), width: 150, render: (_, row) => <When iso={row.created_at} /> },
  ];
}
