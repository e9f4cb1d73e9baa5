import { formatSeoulDateTime, userSession } from '@casino/contract';
import { useFeedback, usePlatform } from '@casino/platform';
import { reaction } from 'mobx';
import { useEffect } from 'react';
import { useShellTranslation } from '../../i18n/use-shell-translation';
import { whenIdle } from '../../lib/when-idle';

/** How long before its sign-in ends a member is warned. */
export const SESSION_END_WARNING_MS = 5 * 60_000;
const IDLE_TIMEOUT_MS = 5_000;

/**
 * Warns a member five minutes before its sign-in ends (12 hours, or sooner by the session limit
 * it set, issue 31), and at the end reads the account again, so the page learns it is signed out
 * and says so (the expired notice) instead of waiting for the next click. The end is read once
 * per sign-in, when the browser is idle: never in the way of the first screen.
 */
export function useSessionEndWarning(): void {
  const { user, http } = usePlatform();
  const { messages } = useFeedback();
  const { t } = useShellTranslation();

  useEffect(() => {
    const timers: ReturnType<typeof setTimeout>[] = [];
    let cancelIdle: (() => void) | null = null;
    let signIn = 0;
    const forget = () => {
      cancelIdle?.();
      cancelIdle = null;
      while (timers.length > 0) clearTimeout(timers.pop());
    };
    const watch = async (mine: number, again = false) => {
      const { ends_at, now } = await http.call(userSession);
      if (mine !== signIn) return;
      // On the server's clock: this browser's may be minutes off.
      const left = new Date(ends_at).getTime() - new Date(now).getTime();
      const time = formatSeoulDateTime(ends_at).slice(11);
      timers.push(setTimeout(() => void messages.warning({ content: t('session.endsSoon', { time }), duration: 60 }), Math.max(0, left - SESSION_END_WARNING_MS)));
      timers.push(setTimeout(() => void afterEnd(mine, again).catch(() => undefined), Math.max(0, left + 1_000)));
    };
    // Still signed in after the end (the two clocks apart): read the end once more and wait for it.
    const afterEnd = async (mine: number, again: boolean) => {
      await user.load();
      if (!again && mine === signIn && user.isLoggedIn) await watch(mine, true);
    };
    const stop = reaction(
      () => (user.account?.role === 'member' ? user.account.id : null),
      (memberId) => {
        forget();
        signIn += 1;
        if (memberId === null) return;
        const mine = signIn;
        cancelIdle = whenIdle(() => void watch(mine).catch(() => undefined), IDLE_TIMEOUT_MS);
      },
      { fireImmediately: true },
    );
    return () => {
      stop();
      forget();
    };
  }, [user, http, messages, t]);
}
