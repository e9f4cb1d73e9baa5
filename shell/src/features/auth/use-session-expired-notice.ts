import { useFeedback, usePlatform } from '@casino/platform';
import { reaction } from 'mobx';
import { useEffect } from 'react';
import { useShellTranslation } from '../../i18n/use-shell-translation';

/**
 * Tells a member whose session ended (a 401 while, say, the inbox loaded) why every dialog just
 * closed and they are signed out. The platform clears the user and then emits `sessionExpired`
 * in the same tick, so "was signed in" is kept one microtask past the sign-out; a visitor's 401
 * ends no session and says nothing.
 */
export function useSessionExpiredNotice(): void {
  const { user, events } = usePlatform();
  const { messages } = useFeedback();
  const { t } = useShellTranslation();

  useEffect(() => {
    const inSession = () => user.isLoggedIn || user.status === 'loading';
    let hadSession = inSession();
    const stopWatching = reaction(inSession, (now) => {
      if (now) hadSession = true;
      else
        queueMicrotask(() => {
          hadSession = inSession();
        });
    });
    const off = events.on('sessionExpired', (detail) => {
      if (hadSession) void messages.warning({ content: t(detail?.reason === 'stopped' ? 'session.stopped' : 'session.expired'), duration: 10 });
      hadSession = false;
    });
    return () => {
      stopWatching();
      off();
    };
  }, [user, events, messages, t]);
}
