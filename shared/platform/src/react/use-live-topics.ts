import type { LiveTopic } from '@casino/contract';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { usePlatform } from './hooks';

/**
 * Calls `onChanged` each time the live channel says one of `topics` changed on the server (a
 * request made, an inquiry answered), and when it was greeted or told to read again (anything may
 * have changed while nothing was heard): the page reads its list again. Nothing arrives without a
 * channel; the page's own polling stands in then.
 */
export function useLiveTopics(topics: readonly LiveTopic[], onChanged: (topic: LiveTopic) => void): void {
  const { realtime } = usePlatform();
  const latest = useRef(onChanged);
  useLayoutEffect(() => {
    latest.current = onChanged;
  });
  const key = topics.join(' ');
  useEffect(() => {
    const wanted = new Set(key.split(' '));
    return realtime.subscribe((message) => {
      if (message.type === 'changed' && wanted.has(message.topic)) latest.current(message.topic);
      else if (message.type === 'ready' || message.type === 'resync') latest.current(key.split(' ')[0] as LiveTopic);
    });
  }, [realtime, key]);
}
