import type { Ticket } from '@casino/contract';
import { Button, Divider, Flex, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { DetailTitle } from '../../../components/detail-title';
import { PostedAt } from '../../../components/posted-at';
import { useSupportTranslation } from '../../../i18n/use-support-translation';
import type { TicketsStore } from '../store/tickets-store';
import { TicketAnswer } from '../../../components/ticket-answer';
import { TicketStatusTag } from '../../../components/ticket-status-tag';
import { useTicketFeedback } from './use-ticket-feedback';

/** One inquiry: the member's question and the answer; confirm the answer, delete, or go back. */
export const TicketDetail = observer(function TicketDetail({ store, ticket }: { store: TicketsStore; ticket: Ticket }) {
  const { t } = useSupportTranslation();
  const { report, ask } = useTicketFeedback();

  const onConfirm = async () => report(await store.confirmOpened(), t('tickets.confirmed'));
  const onDelete = async () => {
    const confirmed = await ask({
      title: t('tickets.confirmDelete'),
      content: t('common.confirmText'),
      okText: t('common.delete'),
      cancelText: t('common.cancel'),
    });
    if (confirmed) report(await store.deleteOpened(), t('common.deleted'));
  };

  return (
    <article>
      <Flex align="center" gap={8} wrap>
        <TicketStatusTag status={ticket.status} />
        <DetailTitle style={{ margin: 0 }}>
          {ticket.title}
        </DetailTitle>
      </Flex>
      <Typography.Text type="secondary">
        {t('tickets.columns.date')} <PostedAt iso={ticket.created_at} withTime />
      </Typography.Text>
      <Divider style={{ margin: '12px 0' }} />
      <section aria-label={t('tickets.question')}>
        <Typography.Text strong>{t('tickets.question')}</Typography.Text>
        {/* Members write plain text: shown as text, never parsed as HTML. */}
        <Typography.Paragraph className="support-plain-text">{ticket.content}</Typography.Paragraph>
      </section>
      <TicketAnswer ticket={ticket} />
      <Flex justify="space-between" gap={8} wrap style={{ marginTop: 16 }}>
        <Button onClick={store.close}>{t('common.back')}</Button>
        <Flex gap={8}>
          <Button danger loading={store.busy} disabled={store.busy} onClick={() => void onDelete()}>
            {t('common.delete')}
          </Button>
          {ticket.status === 'answered' && (
            <Button type="primary" loading={store.busy} disabled={store.busy} onClick={() => void onConfirm()}>
              {t('tickets.confirm')}
            </Button>
          )}
        </Flex>
      </Flex>
    </article>
  );
});
