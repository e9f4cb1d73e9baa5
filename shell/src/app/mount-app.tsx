import { AWAITING_APP_ATTRIBUTE } from '@casino/contract';
import { useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { restoreHoistedStyles } from './hoisted-styles';
import { settleWithin } from '../lib/settle-within';
import { yieldToBrowser } from '../lib/yield-to-browser';
import { HydrationProgress, HydrationProgressContext } from './hydration-progress';

/** The longest the page holds taps back for a part that does not come live: a safety net, not a wait. */
export const PARTS_LIVE_WITHIN_MS = 5_000;

/**
 * Puts the app on the page. Server markup is taken over (hydrated) when `takeOver` says the
 * app can (it starts from the render's state, and the page's code is here); else, or without
 * server markup, the app renders afresh in its place. Either way the root stops awaiting the
 * app once the app is live: for a hydration, when the parts that hydrate apart are live too.
 */
export async function mountApp(container: HTMLElement, app: ReactNode, takeOver: (() => Promise<boolean>) | null): Promise<void> {
  const live = () => container.removeAttribute(AWAITING_APP_ATTRIBUTE);
  if (takeOver && (await takeOver())) {
    // The hydration in a task of its own: run on at the end of the start's, the two made one long task on a phone's CPU.
    await yieldToBrowser();
    restoreHoistedStyles(container);
    const progress = new HydrationProgress();
    const liveWhenSettled = () => void settleWithin(progress.whenSettled(), PARTS_LIVE_WITHIN_MS, () => undefined).then(live);
    const tracked = (
      <HydrationProgressContext.Provider value={progress}>
        <WhenCommitted run={liveWhenSettled}>{app}</WhenCommitted>
      </HydrationProgressContext.Provider>
    );
    hydrateRoot(container, tracked, {
      // React then draws the page (or the part) anew: the server's markup and the app's first render differed.
      // (An area the server left to the browser on purpose is rendered here without a report.)
      onRecoverableError: (error) => console.error('[shell] the server-rendered page did not hydrate as it was', error),
    });
    return;
  }
  createRoot(container).render(app);
  live();
}

/** Runs `run` once the tree is on the page (for a hydration: taken over, its handlers live). */
function WhenCommitted({ run, children }: { run: () => void; children: ReactNode }) {
  useEffect(run, [run]);
  return children;
}
