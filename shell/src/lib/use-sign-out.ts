import { useFeedback, usePlatform } from '@casino/platform';
import { useCallback } from 'react';
import { useShellTranslation } from '../i18n/use-shell-translation';

/** Signs out; when the API cannot be reached the member stays signed in and is told so. */
export function useSignOut(): () => void {
  const { user } = usePlatform();
  const { messages } = useFeedback();
  const { t } = useShellTranslation();
  return useCallback(() => {
    user.signOut().catch(() => void messages.error(t('header.logoutFailed')));
  }, [user, messages, t]);
}
