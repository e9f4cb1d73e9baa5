import { pagedTableProps } from '@casino/platform';
import type { Ticket } from '@casino/contract';
import { Table } from 'antd';
import { observer } from 'mobx-react-lite';
import { LoadError } from '../../../components/load-error';
import { openOnRow } from '../../../lib/open-on-row';
import { useSupportTranslation } from '../../../i18n/use-support-translation';
import type { TicketsStore } from '../store/tickets-store';
import { ticketColumns } from './ticket-columns';

/** The member's inquiries with their status, newest first and paged. */
export const TicketList = observer(function TicketList({ store }: { store: TicketsStore }) {
  const { t } = useSupportTranslation();
  const { list } = store;

  if (list.status === 'error') return <LoadError message={list.errorMessage} onRetry={() => void list.load()} />;
  return (
    <Table<Ticket>
      {...pagedTableProps(list, t('tickets.empty'))}
      rowKey="id"
      size="small"
      columns={ticketColumns({ t })}
      onRow={openOnRow(store.open)}
    />
  );
});
