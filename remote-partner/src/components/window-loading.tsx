import { Spin } from 'antd';
import { usePartnerTranslation } from '../i18n/use-partner-translation';

/** A window's first load. */
export function WindowLoading() {
  const { t } = usePartnerTranslation();
  return (
    <Spin description={t('common.loading')}>
      <div style={{ minHeight: 120 }} role="status" aria-label={t('common.loading')} />
    </Spin>
  );
}
