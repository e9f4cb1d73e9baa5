import type { LiveTopic } from '@casino/contract';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { usePlatform } from './hooks';

/**
 * Calls `onChanged` each time the live channel says one of `topics` changed on the server (a
 * request made, an inquiry answered), and when it was greeted or told to read again (anything may
 * have changed while nothing was heard): the page reads its list again. Nothing arrives without a
 * channel; the page's own polling stands in then.
 */
export function useLiveTopics(topics: readonly LiveTopic[], onChanged: () => void): void {
  const { realtime } = usePlatform();
  // The latest render's topics and callback: one subscription for the page's life, whatever it renders.
  const latest = useRef({ topics, onChanged });
  useLayoutEffect(() => {
    latest.current = { topics, onChanged };
  });
  useEffect(
    () =>
      realtime.subscribe((message) => {
        const concerned = message.type === 'changed' ? latest.current.topics.includes(message.topic) : message.type === 'ready' || message.type === 'resync';
        if (concerned) latest.current.onChanged();
      }),
    [realtime],
  );
}
