import { Divider, Drawer, Flex, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { LoadError, LoadingBlock } from '@casino/platform/back-office';
import { TicketStatusTag } from '../../../components/ticket-status-tag';
import { When } from '../../../components/when';
import { useStaffTranslation } from '../../../i18n/staff/use-staff-translation';
import { inquiriesWords } from '../../../i18n/staff/inquiries';
import type { InquiryQueueStore } from '../store/inquiry-queue-store';
import { AnswerForm } from './answer-form';
import { MemberPanel } from './member-panel';

/** The opened inquiry beside the list: the question and its answer form, the member and their earlier inquiries. */
export const InquiryDrawer = observer(function InquiryDrawer({ queue }: { queue: InquiryQueueStore }) {
  const { t } = useStaffTranslation(inquiriesWords);
  const store = queue.opened;
  const detail = store?.detail.value;
  // Opening another of the member's inquiries loads it in place of the one shown.
  const loading = store?.detail.status === 'idle' || store?.detail.status === 'loading';

  return (
    <Drawer
      open={store !== null}
      onClose={queue.close}
      title={t('inquiries.detail.title')}
      size="min(1040px, 100vw)"
      rootClassName="support-staff-drawer"
      destroyOnHidden
    >
      {store?.detail.status === 'error' && <LoadError message={store.detail.errorMessage} onRetry={() => void store.load()} />}
      {loading && <LoadingBlock rows={6} />}
      {store && detail && !loading && (
        <div className="support-inquiry-detail">
          <article>
            <Flex align="center" gap={8} wrap>
              <TicketStatusTag status={detail.ticket.status} />
              <Typography.Title level={2} style={{ margin: 0, fontSize: 18 }}>
                {detail.ticket.title}
              </Typography.Title>
            </Flex>
            <Typography.Text type="secondary">
              {t('inquiries.detail.written')} <When iso={detail.ticket.created_at} />
            </Typography.Text>
            <Divider style={{ margin: '12px 0' }} />
            <section aria-label={t('inquiries.detail.question')}>
              <Typography.Text strong>{t('inquiries.detail.question')}</Typography.Text>
              {/* Members write plain text: shown as text, never parsed as HTML. */}
              <Typography.Paragraph className="support-plain-text">{detail.ticket.content}</Typography.Paragraph>
            </section>
            <Divider style={{ margin: '12px 0' }} />
            <AnswerForm key={detail.ticket.id} store={store} onAnswered={() => void queue.answered()} />
          </article>
          <MemberPanel detail={detail} onOpen={(id) => void store.load(id)} />
        </div>
      )}
    </Drawer>
  );
});
