import { useMediaQuery } from '@casino/platform';

/** antd's md breakpoint, where the member header becomes one row; header.css hides by the same. */
const WIDE_QUERY = '(min-width: 768px)';

/**
 * Whether the viewport is at least 768 px wide; `null` in a server render and while the browser
 * hydrates one: the header then has both layouts, and header.css shows the one that fits.
 */
export function useWideViewport(): boolean | null {
  return useMediaQuery(WIDE_QUERY);
}
