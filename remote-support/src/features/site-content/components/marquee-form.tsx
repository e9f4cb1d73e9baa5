import { maxLengthOf, staffMarqueeCreate, type StaffMarqueeLine } from '@casino/contract';
import { Form, Input } from 'antd';
import { observer } from 'mobx-react-lite';
import { ActiveField, FormActions, FormDrawer } from '../../../components/form-drawer';
import { useStaffTranslation } from '../../../i18n/staff/use-staff-translation';
import { siteContentWords } from '../../../i18n/staff/site-content';
import { useActionReport } from '../../../lib/use-action-report';
import type { MarqueeDraft, MarqueeStore } from '../store/marquee-store';

const MAX_TEXT = maxLengthOf(staffMarqueeCreate.body, 'text');

const MarqueeFields = observer(function MarqueeFields({ store, row, onClose }: { store: MarqueeStore; row: StaffMarqueeLine | null; onClose: () => void }) {
  const { t } = useStaffTranslation(siteContentWords);
  const report = useActionReport();
  const initial: MarqueeDraft = row ? { text: row.text, text_en: row.text_en, active: row.active } : { text: '', text_en: '', active: true };
  const saving = store.rows.busyId !== null && store.rows.busyId === (row?.id ?? 0);

  const onFinish = async (values: MarqueeDraft) => {
    const result = await store.save(row?.id ?? null, values);
    report(result, row ? t('staff.saved') : t('siteContent.marquee.created'));
    if (result.outcome === 'done') onClose();
  };

  return (
    <Form<MarqueeDraft> name="marquee" layout="vertical" requiredMark={false} initialValues={initial} onFinish={(values) => void onFinish(values)}>
      <Form.Item name="text" label={t('siteContent.marquee.text')} rules={[{ required: true, whitespace: true, message: t('siteContent.marquee.textMissing') }]}>
        <Input maxLength={MAX_TEXT} showCount autoComplete="off" lang="ko" />
      </Form.Item>
      <Form.Item name="text_en" label={t('siteContent.marquee.textEn')} extra={t('siteContent.englishHint')}>
        <Input maxLength={MAX_TEXT} showCount autoComplete="off" lang="en" />
      </Form.Item>
      <ActiveField />
      <FormActions saving={saving} />
    </Form>
  );
});

export type MarqueeFormTarget = { mode: 'create' } | { mode: 'edit'; row: StaffMarqueeLine };

/** Adds a marquee line (at the end) or edits one, in Korean and English. */
export function MarqueeForm({ store, target, onClose }: { store: MarqueeStore; target: MarqueeFormTarget | null; onClose: () => void }) {
  const { t } = useStaffTranslation(siteContentWords);
  const row = target?.mode === 'edit' ? target.row : null;
  return (
    <FormDrawer open={target !== null} onClose={onClose} title={row ? t('siteContent.marquee.editTitle') : t('siteContent.marquee.createTitle')}>
      {target && <MarqueeFields key={row?.id ?? 'new'} store={store} row={row} onClose={onClose} />}
    </FormDrawer>
  );
}
