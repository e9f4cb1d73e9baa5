import { createContext, useContext, useSyncExternalStore } from 'react';

/**
 * How a back-office table shows its rows at the viewport's width:
 * - `cards`: a phone (under 768 px), a card per row with its key figures and actions;
 * - `compact`: a tablet or a narrow window (under 1200 px), every row action in one menu;
 * - `wide`: a row's main actions as buttons, the rest in a menu.
 */
export type TableLayout = 'cards' | 'compact' | 'wide';

export const CARDS_BELOW_PX = 768;
export const COMPACT_BELOW_PX = 1200;

const PHONE = `(max-width: ${CARDS_BELOW_PX - 0.02}px)`;
const NARROW = `(max-width: ${COMPACT_BELOW_PX - 0.02}px)`;

function subscribe(onChange: () => void) {
  const queries = [PHONE, NARROW].map((query) => window.matchMedia(query));
  for (const query of queries) query.addEventListener?.('change', onChange);
  return () => {
    for (const query of queries) query.removeEventListener?.('change', onChange);
  };
}

function currentLayout(): TableLayout {
  if (window.matchMedia(PHONE).matches) return 'cards';
  return window.matchMedia(NARROW).matches ? 'compact' : 'wide';
}

/** The layout for this viewport, following it as the window is resized or turned. */
export function useViewportTableLayout(): TableLayout {
  return useSyncExternalStore(subscribe, currentLayout, () => 'wide');
}

/** The layout of the table a cell is in (`wide` outside any BackOfficeTable). */
export const TableLayoutContext = createContext<TableLayout>('wide');

export const useTableLayout = () => useContext(TableLayoutContext);
