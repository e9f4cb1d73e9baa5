import type { StaffTicketRow } from '@casino/contract';
import type { BackOfficeColumn } from '@casino/platform/back-office';
import { Typography } from 'antd';
import type { inquiriesWords } from '../../../i18n/staff/inquiries';
import type { StaffT, WordsOf } from '../../../i18n/staff/use-staff-translation';
import { RowTitle } from '../../../components/row-title';
import { TicketStatusTag } from '../../../components/ticket-status-tag';
import { When } from '../../../components/when';

/** The title names the row and opens it (so does a click anywhere on the row: openOnRow); status, member and when on a phone's card. */
export function inquiryColumns(t: StaffT<WordsOf<typeof inquiriesWords>>, open: (row: StaffTicketRow) => void): BackOfficeColumn<StaffTicketRow>[] {
  return [
    { key: 'title', title: t('inquiries.columns.title'), render: (_, row) => <RowTitle title={row.title} onOpen={() => open(row)} /> },
    { key: 'status', title: t('inquiries.columns.status'), width: 110, card: true, render: (_, row) => <TicketStatusTag status={row.status} /> },
    {
      key: 'member',
      title: t('inquiries.columns.member'),
      card: true,
      render: (_, row) => (
        <span>
          {row.member.username} <Typography.Text type="secondary">({row.member.nickname})</Typography.Text>
        </span>
      ),
    },
    { key: 'created', title: t('inquiries.columns.created'), width: 150, card: true, render: (_, row) => <When iso={row.created_at} /> },
    { key: 'answered', title: t('inquiries.columns.answered'), width: 150, render: (_, row) => <When iso={row.answered_at} /> },
  ];
}
