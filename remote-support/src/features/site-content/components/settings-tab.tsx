import { MAX_STATEMENT_AMOUNT, maxLengthOf, staffSiteSettingUpdate } from '@casino/contract';
import { formatKrwWithUnit, useHttp, useLanguage } from '@casino/platform';
import { formNumber, ImageField, isImageUrl, LoadError, LoadingBlock, NumberInput, useNumberCheck, type NumberRule } from '@casino/platform/back-office';
import { Button, Flex, Form, Input, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { When } from '../../../components/when';
import { useStaffTranslation } from '../../../i18n/staff/use-staff-translation';
import { siteContentWords } from '../../../i18n/staff/site-content';
import { useActionReport } from '../../../lib/use-action-report';
import { SiteSettingStore, type SiteSettingDraft } from '../store/site-setting-store';

const FIELDS = staffSiteSettingUpdate.body.properties;
const HOURS = new RegExp(FIELDS.bank_inspection_hours.pattern!);
const MAX_LENGTH = {
  site_name: maxLengthOf(staffSiteSettingUpdate.body, 'site_name'),
  site_name_en: maxLengthOf(staffSiteSettingUpdate.body, 'site_name_en'),
  support_contact: maxLengthOf(staffSiteSettingUpdate.body, 'support_contact'),
  support_contact_en: maxLengthOf(staffSiteSettingUpdate.body, 'support_contact_en'),
  bank_inspection_hours: maxLengthOf(staffSiteSettingUpdate.body, 'bank_inspection_hours'),
};

/** A minimum amount: whole won up to the largest request; out of that it is refused where it is typed, never corrected. */
const MIN_AMOUNT: NumberRule = { min: 0, max: MAX_STATEMENT_AMOUNT, group: true };

/** The form holds the minimum amounts as given (numbers) or as typed since (text). */
type SettingValues = Omit<SiteSettingDraft, 'logo_url' | 'min_deposit' | 'min_withdraw'> & { logo_url: string; min_deposit: number | string; min_withdraw: number | string };

const trimmed = (values: SettingValues): SiteSettingDraft => ({
  ...values,
  // The form's rules let only a valid amount through.
  min_deposit: formNumber(values.min_deposit, MIN_AMOUNT)!,
  min_withdraw: formNumber(values.min_withdraw, MIN_AMOUNT)!,
  site_name: values.site_name.trim(),
  site_name_en: values.site_name_en.trim(),
  support_contact: values.support_contact.trim(),
  support_contact_en: values.support_contact_en.trim(),
  logo_url: values.logo_url.trim() === '' ? null : values.logo_url.trim(),
});

/** The public site settings, replaced whole on save: names, logo, support contact, bank hours, minimum amounts. */
export const SettingsTab = observer(function SettingsTab() {
  const { t } = useStaffTranslation(siteContentWords);
  const http = useHttp();
  const report = useActionReport();
  const { language } = useLanguage();
  const { formRule } = useNumberCheck();
  const [store] = useState(() => new SiteSettingStore(http, t('staff.errorGeneric')));

  useEffect(() => {
    void store.setting.load();
    return store.setting.stop;
  }, [store]);

  const { setting } = store;
  if (setting.status === 'error') return <LoadError message={setting.errorMessage} onRetry={() => void setting.load()} />;
  const value = setting.value;
  if (!value) return <LoadingBlock rows={6} />;

  const required = (message: string) => [{ required: true, whitespace: true, message }];
  const amount = (name: 'min_deposit' | 'min_withdraw') => (
    <Form.Item
      name={name}
      label={t(`siteContent.settings.${name}`)}
      rules={[formRule(MIN_AMOUNT, { format: (won) => formatKrwWithUnit(won, language) }, t('staff.required'))]}
    >
      <NumberInput rule={MIN_AMOUNT} suffix={t('siteContent.settings.won')} style={{ width: '100%', maxWidth: 260 }} />
    </Form.Item>
  );

  return (
    <Form<SettingValues>
      key={value.updated_at}
      name="site-setting"
      layout="vertical"
      requiredMark={false}
      initialValues={{ ...value, logo_url: value.logo_url ?? '' }}
      onFinish={(values) => void store.save(trimmed(values)).then((result) => report(result, t('staff.saved')))}
      className="support-settings-form"
    >
      <Typography.Paragraph type="secondary">
        {t('siteContent.settings.updated')} <When iso={value.updated_at} />
      </Typography.Paragraph>
      <Form.Item name="site_name" label={t('siteContent.settings.site_name')} rules={required(t('staff.required'))}>
        <Input maxLength={MAX_LENGTH.site_name} lang="ko" autoComplete="off" />
      </Form.Item>
      <Form.Item name="site_name_en" label={t('siteContent.settings.site_name_en')} extra={t('siteContent.englishHint')}>
        <Input maxLength={MAX_LENGTH.site_name_en} lang="en" autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="logo_url"
        label={t('siteContent.settings.logo_url')}
        extra={t('siteContent.settings.logoHint')}
        rules={[{ validator: (_rule, url: string) => (!url || isImageUrl(url) ? Promise.resolve() : Promise.reject(new Error(t('image.invalid')))) }]}
      >
        <ImageField />
      </Form.Item>
      <Form.Item name="support_contact" label={t('siteContent.settings.support_contact')}>
        <Input maxLength={MAX_LENGTH.support_contact} lang="ko" autoComplete="off" />
      </Form.Item>
      <Form.Item name="support_contact_en" label={t('siteContent.settings.support_contact_en')} extra={t('siteContent.englishHint')}>
        <Input maxLength={MAX_LENGTH.support_contact_en} lang="en" autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="bank_inspection_hours"
        label={t('siteContent.settings.bank_inspection_hours')}
        extra={t('siteContent.settings.hoursHint')}
        rules={[{ pattern: HOURS, message: t('siteContent.settings.hoursInvalid') }, { required: true, message: t('staff.required') }]}
      >
        <Input placeholder="23:00-00:30" maxLength={MAX_LENGTH.bank_inspection_hours} autoComplete="off" style={{ maxWidth: 200 }} />
      </Form.Item>
      {amount('min_deposit')}
      {amount('min_withdraw')}
      <Flex justify="flex-end">
        <Button type="primary" htmlType="submit" loading={store.saving} disabled={store.saving}>
          {t('staff.save')}
        </Button>
      </Flex>
    </Form>
  );
});
