import { maxLengthOf, staffBoardMessageUpdate, type StaffBoardMessage } from '@casino/contract';
import { Alert, Checkbox, Form, Input, Radio, Switch } from 'antd';
import { observer } from 'mobx-react-lite';
import { FormActions, FormDrawer } from '../../../components/form-drawer';
import { StaffHtmlInput } from '../../../components/staff-editor/staff-html-input';
import { useStaffTranslation } from '../../../i18n/staff/use-staff-translation';
import { announcementsWords } from '../../../i18n/staff/announcements';
import { useActionReport } from '../../../lib/use-action-report';
import { useSiteRight } from '../../../lib/use-site-right';
import type { BoardMessagesStore, MessageDraft } from '../store/board-messages-store';
import { BOARD_MESSAGE_TYPES } from '../store/message-types';

const MAX_TITLE = maxLengthOf(staffBoardMessageUpdate.body, 'title');

/** What the form is for: a new announcement, or one of the list. */
export type MessageFormTarget = { mode: 'create' } | { mode: 'edit'; row: StaffBoardMessage };

interface FormProps {
  store: BoardMessagesStore;
  row: StaffBoardMessage | null;
  onClose: () => void;
}

/** The fields, mounted afresh for each opening so they start from that announcement. */
const MessageFields = observer(function MessageFields({ store, row, onClose }: FormProps) {
  const { t } = useStaffTranslation(announcementsWords);
  const report = useActionReport();
  const siteRight = useSiteRight();
  const initial: MessageDraft = row
    ? { type: row.type, title: row.title, content: row.content, siteWide: row.site_wide, published: row.published }
    : { type: 'notice', title: '', content: '', siteWide: false, published: true };
  const saving = store.busyId !== null && store.busyId === (row?.id ?? 0);

  const onFinish = async (draft: MessageDraft) => {
    const result = await store.save(row?.id ?? null, { ...initial, ...draft });
    report(result, row ? t('staff.saved') : t('announcements.messages.created'));
    if (result.outcome === 'done') onClose();
  };

  return (
    <Form<MessageDraft> name="message" layout="vertical" requiredMark={false} initialValues={initial} onFinish={(draft) => void onFinish(draft)}>
      {!row && <Alert type="info" showIcon title={t('announcements.messages.publishedOnCreate')} style={{ marginBottom: 16 }} />}
      <Form.Item name="type" label={t('announcements.messages.type')}>
        <Radio.Group options={BOARD_MESSAGE_TYPES.map((type) => ({ value: type, label: t(`announcements.types.${type}`) }))} optionType="button" />
      </Form.Item>
      <Form.Item name="title" label={t('announcements.messages.titleLabel')} rules={[{ required: true, whitespace: true, message: t('announcements.messages.titleMissing') }]}>
        <Input maxLength={MAX_TITLE} showCount autoComplete="off" />
      </Form.Item>
      <Form.Item name="content" label={t('announcements.messages.content')} rules={[{ required: true, message: t('announcements.messages.contentMissing') }]}>
        <StaffHtmlInput label={t('announcements.messages.content')} />
      </Form.Item>
      {!row && siteRight && (
        <Form.Item name="siteWide" valuePropName="checked" help={t('announcements.siteWideHint')}>
          <Checkbox>{t('announcements.siteWide')}</Checkbox>
        </Form.Item>
      )}
      {row && (
        <Form.Item name="published" label={t('announcements.messages.published')} valuePropName="checked">
          <Switch checkedChildren={t('announcements.messages.on')} unCheckedChildren={t('announcements.messages.off')} />
        </Form.Item>
      )}
      <FormActions saving={saving} />
    </Form>
  );
});

/** Writes a new announcement or edits one: type, title, rich text with its live preview, scope, published. */
export function MessageForm({ store, target, onClose }: { store: BoardMessagesStore; target: MessageFormTarget | null; onClose: () => void }) {
  const { t } = useStaffTranslation(announcementsWords);
  const row = target?.mode === 'edit' ? target.row : null;
  return (
    <FormDrawer open={target !== null} onClose={onClose} title={row ? t('announcements.messages.editTitle') : t('announcements.messages.createTitle')} wide>
      {target && <MessageFields key={row?.id ?? 'new'} store={store} row={row} onClose={onClose} />}
    </FormDrawer>
  );
}
