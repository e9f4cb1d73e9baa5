import { Spin } from 'antd';
import { useShellTranslation } from '../../i18n/use-shell-translation';

/** Shown while the user store loads on start, instead of a redirect that would lose the page. */
export function SessionLoading() {
  const { t } = useShellTranslation();
  return (
    <div role="status" style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 12, padding: 64 }}>
      <Spin />
      <span>{t('guard.checking')}</span>
    </div>
  );
}
