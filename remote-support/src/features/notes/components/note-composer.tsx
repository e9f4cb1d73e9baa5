import { maxLengthOf, staffNoteSend, type NoteTarget } from '@casino/contract';
import { useFeedback } from '@casino/platform';
import { Button, Flex, Form, Input } from 'antd';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { StaffHtmlInput } from '../../../components/staff-editor/staff-html-input';
import { useStaffTranslation } from '../../../i18n/staff/use-staff-translation';
import { notesWords } from '../../../i18n/staff/notes';
import type { NotesStore } from '../store/notes-store';
import { RecipientFields, type ManyNamed, type TargetKind } from './recipient-fields';

const MAX_TITLE = maxLengthOf(staffNoteSend.body, 'title');

interface NoteValues {
  kind: TargetKind;
  userId?: number;
  partnerId?: number;
  grade?: number;
  title: string;
  content: string;
}

function targetOf(values: NoteValues): NoteTarget {
  if (values.kind === 'user') return { kind: 'user', user_id: values.userId! };
  if (values.kind === 'line') return { kind: 'line', partner_id: values.partnerId! };
  return { kind: 'grade', grade: values.grade! };
}

/**
 * The note being written: whom it goes to, its title and its rich text with the live preview.
 * Loaded when the drawer first opens (with the member and partner look-ups it needs).
 */
const NoteComposer = observer(function NoteComposer({ store, onClose }: { store: NotesStore; onClose: () => void }) {
  const { t } = useStaffTranslation(notesWords);
  const { ask, messages } = useFeedback();
  const [form] = Form.useForm<NoteValues>();
  const kind = Form.useWatch('kind', form) ?? 'user';
  // Kept per kind: the form keeps the line's partner while the grade is being chosen, and back.
  const [named, setNamed] = useState<ManyNamed>({});

  const onFinish = async (values: NoteValues) => {
    // A note to many members cannot be taken back: asked first.
    if (values.kind !== 'user') {
      const confirmed = await ask({
        title: t('notes.form.confirmMany'),
        content: t(`notes.form.confirmManyText.${values.kind}`, { ...named[values.kind] }),
        okText: t('notes.form.send'),
        cancelText: t('staff.cancel'),
      });
      if (!confirmed) return;
    }
    const result = await store.send(values.title, values.content, targetOf(values));
    if (result.outcome === 'done') {
      void messages.success(t('notes.form.sent', { count: result.sent }));
      onClose();
    } else if (result.outcome === 'failed') {
      void messages.error(result.message);
    }
  };

  return (
    <Form<NoteValues> form={form} name="note" layout="vertical" requiredMark={false} initialValues={{ kind: 'user', title: '', content: '' }} onFinish={(values) => void onFinish(values)}>
      <RecipientFields kind={kind} onNamed={(next) => setNamed((before) => ({ ...before, ...next }))} />
      <Form.Item name="title" label={t('notes.form.title')} rules={[{ required: true, whitespace: true, message: t('notes.form.titleMissing') }]}>
        <Input maxLength={MAX_TITLE} showCount autoComplete="off" />
      </Form.Item>
      <Form.Item name="content" label={t('notes.form.content')} rules={[{ required: true, message: t('notes.form.contentMissing') }]}>
        <StaffHtmlInput label={t('notes.form.content')} />
      </Form.Item>
      <Flex justify="flex-end" gap={8}>
        <Button onClick={onClose}>{t('staff.cancel')}</Button>
        <Button type="primary" htmlType="submit" loading={store.sending} disabled={store.sending}>
          {t('notes.form.send')}
        </Button>
      </Flex>
    </Form>
  );
});

export default NoteComposer;
