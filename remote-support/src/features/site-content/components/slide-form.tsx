import { maxLengthOf, SitePath, staffSlideCreate, type StaffSlide } from '@casino/contract';
import { ImageField } from '@casino/platform/back-office';
import { Form, Input } from 'antd';
import { observer } from 'mobx-react-lite';
import { ActiveField, FormActions, FormDrawer, useImageRule } from '../../../components/form-drawer';
import { useStaffTranslation } from '../../../i18n/staff/use-staff-translation';
import { siteContentWords } from '../../../i18n/staff/site-content';
import { useActionReport } from '../../../lib/use-action-report';
import { slideDraftOf, type SlideDraft, type SlidesStore } from '../store/slides-store';

const LINK_MAX_LENGTH = maxLengthOf(staffSlideCreate.body, 'link_url');

const MAX_TITLE = maxLengthOf(staffSlideCreate.body, 'title');
const SITE_PATH = new RegExp(SitePath().pattern!);

type SlideValues = Omit<SlideDraft, 'link_url'> & { link_url: string };

const SlideFields = observer(function SlideFields({ store, row, onClose }: { store: SlidesStore; row: StaffSlide | null; onClose: () => void }) {
  const { t } = useStaffTranslation(siteContentWords);
  const report = useActionReport();
  const imageRule = useImageRule();
  const initial: SlideValues = row ? { ...slideDraftOf(row), link_url: row.link_url ?? '' } : { image_url: '', title: '', title_en: '', link_url: '', active: true };
  const saving = store.rows.busyId !== null && store.rows.busyId === (row?.id ?? 0);

  const onFinish = async (values: SlideValues) => {
    const link = values.link_url.trim();
    const result = await store.save(row?.id ?? null, { ...values, link_url: link === '' ? null : link });
    report(result, row ? t('staff.saved') : t('siteContent.slides.created'));
    if (result.outcome === 'done') onClose();
  };

  return (
    <Form<SlideValues> name="slide" layout="vertical" requiredMark={false} initialValues={initial} onFinish={(values) => void onFinish(values)}>
      <Form.Item
        name="image_url"
        label={t('siteContent.slides.image')}
        extra={t('image.hint')}
        rules={[imageRule]}
      >
        <ImageField />
      </Form.Item>
      <Form.Item name="title" label={t('siteContent.slides.title')} rules={[{ required: true, whitespace: true, message: t('siteContent.slides.titleMissing') }]}>
        <Input maxLength={MAX_TITLE} showCount autoComplete="off" lang="ko" />
      </Form.Item>
      <Form.Item name="title_en" label={t('siteContent.slides.titleEn')} extra={t('siteContent.englishHint')}>
        <Input maxLength={MAX_TITLE} showCount autoComplete="off" lang="en" />
      </Form.Item>
      <Form.Item
        name="link_url"
        label={t('siteContent.slides.link')}
        extra={t('siteContent.slides.linkHint')}
        rules={[{ validator: (_rule, value: string) => (!value?.trim() || SITE_PATH.test(value.trim()) ? Promise.resolve() : Promise.reject(new Error(t('siteContent.slides.linkInvalid')))) }]}
      >
        <Input maxLength={LINK_MAX_LENGTH} autoComplete="off" placeholder="/game/slot" />
      </Form.Item>
      <ActiveField />
      <FormActions saving={saving} />
    </Form>
  );
});

export type SlideFormTarget = { mode: 'create' } | { mode: 'edit'; row: StaffSlide };

/** Adds a slide (at the end) or edits one: image, titles in Korean and English, where it links, whether it shows. */
export function SlideForm({ store, target, onClose }: { store: SlidesStore; target: SlideFormTarget | null; onClose: () => void }) {
  const { t } = useStaffTranslation(siteContentWords);
  const row = target?.mode === 'edit' ? target.row : null;
  return (
    <FormDrawer open={target !== null} onClose={onClose} title={row ? t('siteContent.slides.editTitle') : t('siteContent.slides.createTitle')}>
      {target && <SlideFields key={row?.id ?? 'new'} store={store} row={row} onClose={onClose} />}
    </FormDrawer>
  );
}
