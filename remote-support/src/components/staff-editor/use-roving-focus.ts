import { useState, type FocusEvent, type KeyboardEvent } from 'react';

const MOVES: Record<string, (at: number, last: number) => number> = {
  ArrowRight: (at, last) => (at === last ? 0 : at + 1),
  ArrowLeft: (at, last) => (at === 0 ? last : at - 1),
  Home: () => 0,
  End: (_at, last) => last,
};

/**
 * A toolbar is one Tab stop (WAI-ARIA toolbar pattern): the arrow keys, Home and End move between
 * its buttons, and Tab leaves it from the button last used. `tabIndexOf(i)` gives each button its
 * tabindex; a disabled button is skipped and never the Tab stop.
 */
export function useRovingFocus(enabled: readonly boolean[]) {
  const [current, setCurrent] = useState(0);
  const stop = enabled[current] ? current : Math.max(0, enabled.indexOf(true));

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const move = MOVES[event.key];
    if (!move) return;
    const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button:not(:disabled)')];
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (at < 0 || buttons.length === 0) return;
    event.preventDefault();
    buttons[move(at, buttons.length - 1)]!.focus();
  };

  const onFocus = (event: FocusEvent<HTMLElement>) => {
    const index = Number((event.target as HTMLElement).dataset.index);
    if (Number.isInteger(index)) setCurrent(index);
  };

  return { onKeyDown, onFocus, tabIndexOf: (index: number) => (index === stop ? 0 : -1) };
}
