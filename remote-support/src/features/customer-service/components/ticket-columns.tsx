import type { Ticket } from '@casino/contract';
import { Button } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { SupportT } from '../../../i18n/use-support-translation';
import { PostedAt } from '../../../components/posted-at';
import { TicketStatusTag } from '../../../components/ticket-status-tag';

interface ColumnOptions {
  t: SupportT;
}

/** The title is a button for the keyboard; the row opens the inquiry (openOnRow). */
export function ticketColumns({ t }: ColumnOptions): ColumnsType<Ticket> {
  return [
    {
      key: 'title',
      title: t('tickets.columns.title'),
      render: (_, row) => (
        <Button type="link" className="support-link">
          {row.title}
        </Button>
      ),
    },
    {
      key: 'status',
      title: t('tickets.columns.status'),
      width: 100,
      render: (_, row) => <TicketStatusTag status={row.status} />,
    },
    {
      key: 'date',
      title: t('tickets.columns.date'),
      width: 110,
      // On a phone the title needs the room; the date is in the inquiry itself.
      responsive: ['sm'],
      render: (_, row) => <PostedAt iso={row.created_at} />,
    },
  ];
}
