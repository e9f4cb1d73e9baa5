import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';

/** Shown while the user store loads on start, instead of a redirect that would lose the page. */
export function SessionLoading() {
  const { t } = useTranslation('shell');
  return (
    <div role="status" style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 12, padding: 64 }}>
      <Spin />
      <span>{t('guard.checking')}</span>
    </div>
  );
}
