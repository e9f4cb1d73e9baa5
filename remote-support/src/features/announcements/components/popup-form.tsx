import { maxLengthOf, staffPopupUpdate, type StaffPopup } from '@casino/contract';
import { ImageField } from '@casino/platform/back-office';
import { Checkbox, Form, Input } from 'antd';
import { observer } from 'mobx-react-lite';
import { ActiveField, FormActions, FormDrawer, useImageRule } from '../../../components/form-drawer';
import { useStaffTranslation } from '../../../i18n/staff/use-staff-translation';
import { announcementsWords } from '../../../i18n/staff/announcements';
import { useActionReport } from '../../../lib/use-action-report';
import { useSiteRight } from '../../../lib/use-site-right';
import type { PopupDraft, PopupsStore } from '../store/popups-store';

const MAX_TITLE = maxLengthOf(staffPopupUpdate.body, 'title');

/** What the form is for: a new popup (added at the end), or one of the list. */
export type PopupFormTarget = { mode: 'create' } | { mode: 'edit'; row: StaffPopup };

const PopupFields = observer(function PopupFields({ store, row, onClose }: { store: PopupsStore; row: StaffPopup | null; onClose: () => void }) {
  const { t } = useStaffTranslation(announcementsWords);
  const report = useActionReport();
  const imageRule = useImageRule();
  const siteRight = useSiteRight();
  const initial: PopupDraft = row
    ? { image_url: row.image_url, title: row.title, is_non_closable: row.is_non_closable, active: row.active, siteWide: row.site_wide }
    : { image_url: '', title: '', is_non_closable: false, active: true, siteWide: false };
  const saving = store.rows.busyId !== null && store.rows.busyId === (row?.id ?? 0);

  const onFinish = async (draft: PopupDraft) => {
    const result = await store.save(row?.id ?? null, { ...initial, ...draft });
    report(result, row ? t('staff.saved') : t('announcements.popups.created'));
    if (result.outcome === 'done') onClose();
  };

  return (
    <Form<PopupDraft> name="popup" layout="vertical" requiredMark={false} initialValues={initial} onFinish={(draft) => void onFinish(draft)}>
      <Form.Item
        name="image_url"
        label={t('announcements.popups.image')}
        extra={t('image.hint')}
        rules={[imageRule]}
      >
        <ImageField />
      </Form.Item>
      <Form.Item name="title" label={t('announcements.popups.titleLabel')} rules={[{ required: true, whitespace: true, message: t('announcements.popups.titleMissing') }]}>
        <Input maxLength={MAX_TITLE} showCount autoComplete="off" />
      </Form.Item>
      <Form.Item name="is_non_closable" valuePropName="checked" extra={t('announcements.popups.nonClosableHint')}>
        <Checkbox>{t('announcements.popups.nonClosable')}</Checkbox>
      </Form.Item>
      <ActiveField />
      {!row && siteRight && (
        <Form.Item name="siteWide" valuePropName="checked" extra={t('announcements.siteWideHint')}>
          <Checkbox>{t('announcements.siteWide')}</Checkbox>
        </Form.Item>
      )}
      <FormActions saving={saving} />
    </Form>
  );
});

/** Adds or edits an image popup: the image, its title, whether it can be closed, whether it shows. */
export function PopupForm({ store, target, onClose }: { store: PopupsStore; target: PopupFormTarget | null; onClose: () => void }) {
  const { t } = useStaffTranslation(announcementsWords);
  const row = target?.mode === 'edit' ? target.row : null;
  return (
    <FormDrawer open={target !== null} onClose={onClose} title={row ? t('announcements.popups.editTitle') : t('announcements.popups.createTitle')}>
      {target && <PopupFields key={row?.id ?? 'new'} store={store} row={row} onClose={onClose} />}
    </FormDrawer>
  );
}
