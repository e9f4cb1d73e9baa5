import { Button, Descriptions, Typography } from 'antd';
import { TicketStatusTag } from '../../../components/ticket-status-tag';
import { When } from '../../../components/when';
import { useStaffTranslation } from '../../../i18n/staff/use-staff-translation';
import { inquiriesWords } from '../../../i18n/staff/inquiries';
import type { InquiryDetail } from '../store/inquiry-detail-store';

/** Who wrote the inquiry, and what else they asked before (newest first); one opens in its place. */
export function MemberPanel({ detail, onOpen }: { detail: InquiryDetail; onOpen: (id: number) => void }) {
  const { t } = useStaffTranslation(inquiriesWords);
  const { member, earlier } = detail;
  return (
    <aside aria-label={t('inquiries.member.label')} className="support-member-panel">
      <Typography.Title level={3} style={{ fontSize: 14 }}>
        {t('inquiries.member.title')}
      </Typography.Title>
      <Descriptions
        size="small"
        column={1}
        bordered
        items={[
          { key: 'username', label: t('inquiries.member.username'), children: member.username },
          { key: 'nickname', label: t('inquiries.member.nickname'), children: member.nickname },
          { key: 'partner', label: t('inquiries.member.partner'), children: member.partner ?? '-' },
        ]}
      />
      <Typography.Title level={3} style={{ fontSize: 14, marginTop: 16 }}>
        {t('inquiries.earlier.title')}
      </Typography.Title>
      {earlier.length === 0 ? (
        <Typography.Text type="secondary">{t('inquiries.earlier.empty')}</Typography.Text>
      ) : (
        <ul className="support-earlier-list">
          {earlier.map((item) => (
            <li key={item.id} className="support-earlier-item">
              <TicketStatusTag status={item.status} />
              <Button type="link" className="support-row-title" onClick={() => onOpen(item.id)}>
                {item.title}
              </Button>
              <Typography.Text type="secondary">
                <When iso={item.created_at} />
              </Typography.Text>
            </li>
          ))}
        </ul>
      )}
    </aside>
  );
}
