import { pagedTableProps, type PagedList } from '@casino/platform';
import { Button, Table } from 'antd';
import { observer } from 'mobx-react-lite';
import { LoadError } from '../../../components/load-error';
import { PostedAt } from '../../../components/posted-at';
import { openOnRow } from '../../../lib/open-on-row';
import { useSupportTranslation } from '../../../i18n/use-support-translation';
import type { NoticeSummary } from '../store/notice-board';

interface NoticeListProps {
  list: PagedList<NoticeSummary>;
  openingId: number | null;
  onOpen: (id: number) => void;
}

/** One tab's announcements, newest first: the row opens one (its title is the keyboard's button). */
export const NoticeList = observer(function NoticeList({ list, openingId, onOpen }: NoticeListProps) {
  const { t } = useSupportTranslation();
  if (list.status === 'error') return <LoadError message={list.errorMessage} onRetry={() => void list.load()} />;
  return (
    <Table<NoticeSummary>
      {...pagedTableProps(list, t('notices.empty'))}
      rowKey="id"
      size="small"
      tableLayout="fixed"
      columns={[
        {
          key: 'title',
          title: t('notices.columns.title'),
          render: (_, row) => (
            <Button type="link" className="support-link" loading={openingId === row.id}>
              {row.title}
            </Button>
          ),
        },
        { key: 'date', title: t('notices.columns.date'), width: 112, render: (_, row) => <PostedAt iso={row.created_at} /> },
      ]}
      onRow={openOnRow((row) => onOpen(row.id))}
    />
  );
});
