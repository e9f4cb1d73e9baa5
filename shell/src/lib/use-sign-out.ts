import { usePlatform } from '@casino/platform';
import { App } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** Signs out; when the API cannot be reached the member stays signed in and is told so. */
export function useSignOut(): () => void {
  const { user } = usePlatform();
  const { message } = App.useApp();
  const { t } = useTranslation('shell');
  return useCallback(() => {
    user.signOut().catch(() => void message.error(t('header.logoutFailed')));
  }, [user, message, t]);
}
