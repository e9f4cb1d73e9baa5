import type { Ticket } from '@casino/contract';
import { useFeedback } from '@casino/platform';
import { Alert, Button, Form, Input, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { TicketAnswer } from '../../../components/ticket-answer';
import { useStaffTranslation } from '../../../i18n/staff/use-staff-translation';
import { inquiriesWords } from '../../../i18n/staff/inquiries';
import { MAX_ANSWER, type InquiryDetailStore } from '../store/inquiry-detail-store';

/** What the member will see in their customer-service dialog once this answer is saved. */
function previewOf(ticket: Ticket, draft: string): Ticket {
  const answer = draft.trim();
  return { ...ticket, status: answer ? 'answered' : ticket.status, answer: answer || null, answered_at: answer ? (ticket.answered_at ?? new Date().toISOString()) : null };
}

/**
 * The answer to an inquiry: written as plain text (members see it as text, never as HTML) beside
 * the member's own view of it. A confirmed inquiry is closed: its answer is shown, not editable.
 */
export const AnswerForm = observer(function AnswerForm({ store, onAnswered }: { store: InquiryDetailStore; onAnswered: () => void }) {
  const { t } = useStaffTranslation(inquiriesWords);
  const { messages } = useFeedback();
  const answerId = useId();
  const previewId = useId();
  const ticket = store.ticket!;

  if (store.closed) {
    return (
      <>
        <Alert type="info" showIcon title={t('inquiries.answer.closed')} style={{ marginBottom: 12 }} />
        <TicketAnswer ticket={ticket} />
      </>
    );
  }

  const submit = async () => {
    const result = await store.submit();
    if (result.outcome === 'done') {
      void messages.success(t('inquiries.answer.sent'));
      onAnswered();
    } else if (result.outcome === 'failed') {
      void messages.error(result.message ?? t('staff.errorGeneric'));
    }
  };

  return (
    <Form layout="vertical" requiredMark={false} onFinish={() => void submit()}>
      <Form.Item
        label={ticket.answer === null ? t('inquiries.answer.label') : t('inquiries.answer.editLabel')}
        htmlFor={answerId}
        validateStatus={store.missing ? 'error' : undefined}
        help={store.missing ? t('inquiries.answer.missing') : t('inquiries.answer.hint')}
      >
        <Input.TextArea
          id={answerId}
          value={store.draft}
          onChange={(event) => store.setDraft(event.target.value)}
          maxLength={MAX_ANSWER}
          showCount
          rows={6}
          disabled={store.submitting}
        />
      </Form.Item>
      <section aria-labelledby={previewId} className="support-answer-preview">
        <Typography.Title level={3} id={previewId} style={{ fontSize: 14 }}>
          {t('inquiries.answer.preview')}
        </Typography.Title>
        <TicketAnswer ticket={previewOf(ticket, store.draft)} />
      </section>
      <Button type="primary" htmlType="submit" loading={store.submitting} disabled={store.submitting} style={{ marginTop: 12 }}>
        {ticket.answer === null ? t('inquiries.answer.submit') : t('inquiries.answer.update')}
      </Button>
    </Form>
  );
});
