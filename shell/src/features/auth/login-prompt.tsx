import { useModals } from '@casino/platform';
import { Button, Result } from 'antd';
import { useEffect } from 'react';
import { useShellTranslation } from '../../i18n/use-shell-translation';

/** A member-only area seen signed out: says so and opens the login modal over it. */
export function LoginPrompt() {
  const { t } = useShellTranslation();
  const modals = useModals();
  useEffect(() => {
    if (!modals.current) modals.open('login', {}, { replace: true });
  }, [modals]);
  return <Result status="warning" title={t('guard.pleaseLogIn')} extra={<Button type="primary" onClick={() => modals.open('login')}>{t('header.login')}</Button>} />;
}
