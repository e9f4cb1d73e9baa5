import { useEffect } from 'react';

const SCROLLERS = '.ant-table-content, .ant-table-body';
// One count and one observer for the page: the platform is a shared singleton.
let users = 0;
let observer: MutationObserver | null = null;

/** A table that scrolls sideways (a phone, a wide list) must be reachable by keyboard to be scrolled (WCAG 2.1.1). */
function markScrollers() {
  document.querySelectorAll<HTMLElement>(SCROLLERS).forEach((scroller) => {
    if (!scroller.hasAttribute('tabindex')) scroller.tabIndex = 0;
  });
}

/**
 * While a back-office page or window, or a member's dialog with a table, is shown, every antd
 * table's scroll area on the page (drawers included) takes the keyboard focus, so arrow keys scroll
 * it. antd gives the area no tabindex of its own; one observer serves every page that asks.
 */
export function useKeyboardScrollableTables(): void {
  useEffect(() => {
    users += 1;
    if (!observer) {
      observer = new MutationObserver(markScrollers);
      observer.observe(document.body, { childList: true, subtree: true });
    }
    markScrollers();
    return () => {
      users -= 1;
      if (users === 0) {
        observer?.disconnect();
        observer = null;
      }
    };
  }, []);
}
