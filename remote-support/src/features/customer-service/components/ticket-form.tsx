import { Button, Form, Input } from 'antd';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useSupportTranslation } from '../../../i18n/use-support-translation';
import type { TicketFormStore } from '../store/ticket-form-store';
import { MAX_TICKET_CONTENT, MAX_TICKET_TITLE } from '../store/ticket-limits';
import { useTicketFeedback } from './use-ticket-feedback';

/** The write tab: title and question; `onSubmitted` runs once the inquiry is in. */
export const TicketForm = observer(function TicketForm({ store, onSubmitted }: { store: TicketFormStore; onSubmitted: () => void }) {
  const { t } = useSupportTranslation();
  const { report } = useTicketFeedback();
  const titleId = useId();
  const contentId = useId();
  const missing = (field: 'title' | 'content') =>
    store.missing.includes(field) ? { validateStatus: 'error' as const, help: t(`tickets.validation.${field}`) } : {};

  const onFinish = async () => {
    const result = await store.submit();
    if (result.outcome === 'invalid') return;
    report(result, t('tickets.submitted'));
    if (result.outcome === 'done') onSubmitted();
  };

  return (
    <Form layout="vertical" requiredMark={false} onFinish={() => void onFinish()}>
      <Form.Item label={t('tickets.form.title')} htmlFor={titleId} {...missing('title')}>
        <Input
          id={titleId}
          value={store.title}
          onChange={(event) => store.setTitle(event.target.value)}
          maxLength={MAX_TICKET_TITLE}
          showCount
          placeholder={t('tickets.form.titlePlaceholder')}
          disabled={store.submitting}
        />
      </Form.Item>
      <Form.Item label={t('tickets.form.content')} htmlFor={contentId} {...missing('content')}>
        <Input.TextArea
          id={contentId}
          value={store.content}
          onChange={(event) => store.setContent(event.target.value)}
          maxLength={MAX_TICKET_CONTENT}
          showCount
          rows={8}
          placeholder={t('tickets.form.contentPlaceholder')}
          disabled={store.submitting}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={store.submitting} disabled={store.submitting}>
        {t('tickets.form.submit')}
      </Button>
    </Form>
  );
});
