import type { StaffTicketRow } from '@casino/contract';
import { pagedTableProps } from '@casino/platform';
import { observer } from 'mobx-react-lite';
import { BackOfficeTable, LoadError } from '@casino/platform/back-office';
import { useStaffTranslation } from '../../../i18n/staff/use-staff-translation';
import { inquiriesWords } from '../../../i18n/staff/inquiries';
import { openOnRow } from '../../../lib/open-on-row';
import type { InquiryQueueStore } from '../store/inquiry-queue-store';
import { inquiryColumns } from './inquiry-columns';

/** The queue's table: waiting inquiries first (oldest first, as they should be answered), then the rest. */
export const InquiryList = observer(function InquiryList({ queue }: { queue: InquiryQueueStore }) {
  const { t } = useStaffTranslation(inquiriesWords);
  const { list } = queue;
  const open = (row: StaffTicketRow) => queue.open(row.id);
  if (list.status === 'error') return <LoadError message={list.errorMessage} onRetry={() => void list.load()} />;
  return (
    <BackOfficeTable<StaffTicketRow>
      {...pagedTableProps(list, t('inquiries.empty'))}
      tableId="support.inquiries"
      label={t('inquiries.title')}
      rowKey="id"
      columns={inquiryColumns(t, open)}
      onRow={openOnRow(open)}
      rowClassName={(row) => (row.id === queue.opened?.id ? 'support-row-opened' : '')}
    />
  );
});
