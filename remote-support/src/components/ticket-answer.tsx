import type { Ticket } from '@casino/contract';
import { Alert, Typography } from 'antd';
import { PostedAt } from './posted-at';
import { useSupportTranslation } from '../i18n/use-support-translation';
import './ticket-answer.css';

/**
 * The staff's answer to an inquiry and when it came, or that it is still awaited: the member's
 * view in the customer-service dialog, and the staff's preview of it in the inquiry queue.
 */
export function TicketAnswer({ ticket }: { ticket: Ticket }) {
  const { t } = useSupportTranslation();
  if (ticket.answer === null) return <Alert type="info" showIcon title={t('tickets.waitingAnswer')} />;
  return (
    <section aria-label={t('tickets.answer')} className="support-ticket-answer">
      <Typography.Text strong>{t('tickets.answer')}</Typography.Text>
      <Typography.Paragraph className="support-plain-text">{ticket.answer}</Typography.Paragraph>
      {ticket.answered_at && (
        <Typography.Text type="secondary">
          {t('tickets.answeredAt')} <PostedAt iso={ticket.answered_at} withTime />
        </Typography.Text>
      )}
    </section>
  );
}
