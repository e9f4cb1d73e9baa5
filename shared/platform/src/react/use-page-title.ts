import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useEvents } from './hooks';

/**
 * Names the page in the browser tab: a remote page says what it is ('Slot', a brand's name) and
 * the shell shows '<title> - <site name>'. Null while there is nothing to say yet.
 */
export function usePageTitle(title: string | null): void {
  const events = useEvents();
  const { pathname } = useLocation();
  // A server render runs no effects: it is told while rendering, on its own platform's events.
  if (typeof window === 'undefined' && title) events.emit('pageTitle', { title, path: pathname });
  useEffect(() => {
    if (title) events.emit('pageTitle', { title, path: pathname });
  }, [events, title, pathname]);
}
