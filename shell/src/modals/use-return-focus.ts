import { useEffect, useRef } from 'react';

// antd's Modal and Drawer both render role="dialog"; a confirm sits in `.ant-modal-wrap`.
const IN_A_DIALOG = '[role="dialog"], .ant-modal-wrap';

/**
 * Gives the focus back to where it was before a URL modal opened (the header button that
 * opened it) once no modal is open any more. The shell unmounts a closed modal at once, so
 * antd's own return of the focus (at the end of its closing animation) never runs.
 */
export function useReturnFocus(open: boolean): void {
  const lastOutside = useRef<HTMLElement | null>(null);
  const wasOpen = useRef(open);

  useEffect(() => {
    const remember = (event: FocusEvent) => {
      if (event.target instanceof HTMLElement && !event.target.closest(IN_A_DIALOG)) lastOutside.current = event.target;
    };
    document.addEventListener('focusin', remember);
    return () => document.removeEventListener('focusin', remember);
  }, []);

  useEffect(() => {
    const closed = wasOpen.current && !open;
    wasOpen.current = open;
    const opener = lastOutside.current;
    // Gone (a log-in button once signed in): the focus stays where the browser puts it.
    if (closed && opener?.isConnected) opener.focus({ preventScroll: true });
  }, [open]);
}
