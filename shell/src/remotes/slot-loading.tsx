import { useEffect, useState } from 'react';
import { RemoteUnavailable } from './remote-unavailable';
import { SlotSpinner } from './slot-spinner';

/**
 * A slot's Suspense fallback: a spinner, and after `fallbackAfterMs` the retry box. The remote
 * still takes its place by itself if it arrives later (Suspense reveals it).
 */
export function SlotLoading({ fallbackAfterMs }: { fallbackAfterMs: number }) {
  const [gaveUp, setGaveUp] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setGaveUp(true), fallbackAfterMs);
    return () => clearTimeout(timer);
  }, [fallbackAfterMs]);
  return gaveUp ? <RemoteUnavailable /> : <SlotSpinner />;
}
