import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

/** The visitor asked their system for less motion; follows a change while the page is open. */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const media = window.matchMedia(QUERY);
      media.addEventListener?.('change', onChange);
      return () => media.removeEventListener?.('change', onChange);
    },
    () => window.matchMedia(QUERY).matches,
    // A server render cannot know: the banners are drawn still until the browser says.
    () => false,
  );
}
