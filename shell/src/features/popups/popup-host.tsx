import { useLiveTopics, usePlatform } from '@casino/platform';
import { observer } from 'mobx-react-lite';
import { Suspense, useCallback, useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useShellStore } from '../../app/shell-store-context';
import { lazyWithPreload } from '../../lib/lazy-with-preload';
import { popupsSuppressed } from './popup-sequence';

/** A popup opens after the page painted; its dialog's code need not come before. */
export const LazyPopupDialog = lazyWithPreload(() => import('./popup-dialog').then((m) => ({ default: m.PopupDialog })));

/**
 * Runs the popup sequence (the shell's PopupStore) on load and on the refetch event; a popup
 * published while the page is open shows at the next navigation. A dialog
 * the visitor asked for (`?modal=login`) goes first: the sequence waits behind it. A page where
 * popups never show (an error page the visitor went back to meanwhile) hides the one showing.
 */
export const PopupHost = observer(function PopupHost() {
  const { session, events, modals } = usePlatform();
  const { popups } = useShellStore();
  const location = useLocation();
  const where = useRef(location);
  where.current = location;
  const suppressedHere = useCallback(() => popupsSuppressed(where.current.pathname, where.current.search, popups.notFoundPath), [popups]);

  const run = useCallback(() => void popups.run({ signedIn: session.active, suppressed: suppressedHere }), [popups, session, suppressedHere]);

  useEffect(run, [run]);
  useLiveTopics(['popups'], popups.markStale);
  useEffect(() => void popups.runNew({ signedIn: session.active, suppressed: suppressedHere }), [popups, session, suppressedHere, location.pathname, location.search]);
  useEffect(() => events.on('refetchBoardMessages', run), [events, run]);
  useEffect(() => modals.onCloseAll(popups.closeAll), [modals, popups]);

  const item = popups.current;
  if (!item || modals.isOpen || popupsSuppressed(location.pathname, location.search, popups.notFoundPath)) return null;
  return (
    <Suspense fallback={null}>
      <LazyPopupDialog key={`${popups.state.index}-${item.kind}-${item.id}`} item={item} onClose={popups.close} />
    </Suspense>
  );
});
