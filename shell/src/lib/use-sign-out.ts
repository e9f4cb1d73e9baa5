import { useFeedback, usePlatform } from '@casino/platform';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** Signs out; when the API cannot be reached the member stays signed in and is told so. */
export function useSignOut(): () => void {
  const { user } = usePlatform();
  const { messages } = useFeedback();
  const { t } = useTranslation('shell');
  return useCallback(() => {
    user.signOut().catch(() => void messages.error(t('header.logoutFailed')));
  }, [user, messages, t]);
}
