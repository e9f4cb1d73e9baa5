import { usePlatform } from '@casino/platform';
import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { getBoardMessage } from './api/get-board-message';
import { listBoardPopups } from './api/list-board-popups';
import { listImagePopups } from './api/list-image-popups';
import { PopupDialog } from './popup-dialog';
import { IDLE_POPUPS, currentPopup, loadPopupQueue, popupReducer, popupsSuppressed } from './popup-sequence';

/**
 * Runs the popup sequence on load and on the refetch event; the rules live in popup-sequence.ts.
 * A dialog the visitor asked for (`?modal=login`) goes first: the sequence waits behind it.
 */
export const PopupHost = observer(function PopupHost() {
  const { http, session, events, modals } = usePlatform();
  const location = useLocation();
  const [state, dispatch] = useReducer(popupReducer, IDLE_POPUPS);
  const where = useRef(location);
  where.current = location;
  // Only the newest run may show its queue; closeAll cancels a run still loading.
  const runId = useRef(0);

  const run = useCallback(async () => {
    const id = ++runId.current;
    const suppressed = () => popupsSuppressed(where.current.pathname, where.current.search);
    if (suppressed()) return;
    const items = await loadPopupQueue({
      loggedIn: session.active,
      listBoardPopups: () => listBoardPopups(http),
      getBoardMessage: (messageId) => getBoardMessage(http, messageId),
      listImagePopups: () => listImagePopups(http),
    });
    if (id === runId.current && !suppressed()) dispatch({ type: 'start', items });
  }, [http, session]);

  useEffect(() => {
    void run();
  }, [run]);
  useEffect(() => events.on('refetchBoardMessages', () => void run()), [events, run]);
  useEffect(
    () =>
      modals.onCloseAll(() => {
        runId.current += 1;
        dispatch({ type: 'closeAll' });
      }),
    [modals],
  );

  const item = currentPopup(state);
  if (!item || modals.isOpen) return null;
  return <PopupDialog key={`${state.index}-${item.kind}-${item.id}`} item={item} onClose={() => dispatch({ type: 'close' })} />;
});
