import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { useMediaQuery } from './use-media-query';

function Answer({ query }: { query: string }) {
  return <output>{String(useMediaQuery(query))}</output>;
}

const plainMatchMedia = window.matchMedia;
afterEach(() => {
  window.matchMedia = plainMatchMedia;
});

/** A viewport whose width a test changes, telling the query's listeners as a browser does. */
function resizableViewport(width: number) {
  const listeners = new Set<EventListenerOrEventListenerObject>();
  window.matchMedia = (query: string) => ({
    ...plainMatchMedia(query),
    matches: width >= Number(/min-width:\s*(\d+)px/.exec(query)?.[1] ?? Infinity),
    addEventListener: (_type: string, listener: EventListenerOrEventListenerObject) => {
      listeners.add(listener);
    },
    removeEventListener: (_type: string, listener: EventListenerOrEventListenerObject) => {
      listeners.delete(listener);
    },
  });
  return (next: number) => {
    width = next;
    for (const listener of listeners) {
      if (typeof listener === 'function') listener(new Event('change'));
      else listener.handleEvent(new Event('change'));
    }
  };
}

test('answers what the browser says, and follows a change while the page is open', () => {
  const resize = resizableViewport(1280);
  render(<Answer query="(min-width: 768px)" />);
  expect(screen.getByRole('status')).toHaveTextContent('true');
  act(() => resize(375));
  expect(screen.getByRole('status')).toHaveTextContent('false');
});

test('a server render cannot know: null', () => {
  resizableViewport(1280);
  expect(renderToString(<Answer query="(min-width: 768px)" />)).toBe('<output>null</output>');
});
