import { useSyncExternalStore } from 'react';

/**
 * Whether a media query matches, following changes while the page is open; `null` where that
 * cannot be known: in a server render and while the browser hydrates one (the server snapshot),
 * so both draw the same markup and React turns to the answer right after.
 */
export function useMediaQuery(query: string): boolean | null {
  return useSyncExternalStore(
    (onChange) => {
      const media = window.matchMedia(query);
      media.addEventListener?.('change', onChange);
      return () => media.removeEventListener?.('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => null,
  );
}
