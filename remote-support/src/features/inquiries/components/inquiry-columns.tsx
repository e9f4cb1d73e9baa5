import type { StaffTicketRow } from '@casino/contract';
import { Button, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import { TicketStatusTag } from '../../../components/ticket-status-tag';
import { When } from '../../../components/when';

/** The title is the row's button for the keyboard; a click anywhere on the row opens the inquiry (openOnRow). */
export function inquiryColumns(t: TFunction): ColumnsType<StaffTicketRow> {
  return [
    { key: 'status', title: t('inquiries.columns.status'), width: 110, render: (_, row) => <TicketStatusTag status={row.status} /> },
    {
      key: 'title',
      title: t('inquiries.columns.title'),
      render: (_, row) => (
        <Button type="link" className="support-row-title">
          {row.title}
        </Button>
      ),
    },
    {
      key: 'member',
      title: t('inquiries.columns.member'),
      render: (_, row) => (
        <span>
          {row.member.username} <Typography.Text type="secondary">({row.member.nickname})</Typography.Text>
        </span>
      ),
    },
    { key: 'created', title: t('inquiries.columns.created'), width: 150, render: (_, row) => <When iso={row.created_at} /> },
    { key: 'answered', title: t('inquiries.columns.answered'), width: 150, render: (_, row) => <When iso={row.answered_at} /> },
  ];
}
