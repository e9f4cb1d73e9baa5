import type { InboxMessage } from '@casino/contract';
import { Button, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { SupportT } from '../../../i18n/use-support-translation';
import { PostedAt } from '../../../components/posted-at';

interface ColumnOptions {
  t: SupportT;
}

/** The title is a button for the keyboard; the row opens the note (openOnRow). */
export function inboxColumns({ t }: ColumnOptions): ColumnsType<InboxMessage> {
  return [
    {
      key: 'title',
      title: t('inbox.columns.title'),
      render: (_, row) => (
        <span className="support-inbox-title">
          {!row.read && <Tag color="red">{t('inbox.unread')}</Tag>}
          <Button type="link" className={row.read ? 'support-link' : 'support-link support-link-unread'}>
            {row.title}
          </Button>
        </span>
      ),
    },
    {
      key: 'date',
      title: t('inbox.columns.date'),
      width: 110,
      render: (_, row) => <PostedAt iso={row.created_at} />,
    },
  ];
}
