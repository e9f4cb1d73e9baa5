import { useEffect, useState } from 'react';
import { RemoteUnavailable } from './remote-unavailable';
import { SlotSpinner } from './slot-spinner';

/**
 * A slot's Suspense fallback: a spinner, and the retry box once the module's download has run
 * `fallbackAfterMs` (`waitedMs`: how long it already has, as after a served page waited for
 * it). The remote still takes its place by itself if it arrives later (Suspense reveals it).
 */
export function SlotLoading({ fallbackAfterMs, waitedMs }: { fallbackAfterMs: number; waitedMs: () => number }) {
  const [gaveUp, setGaveUp] = useState(false);
  useEffect(() => {
    // Read once shown: by then the slot's component has asked for its module.
    const timer = setTimeout(() => setGaveUp(true), Math.max(0, fallbackAfterMs - waitedMs()));
    return () => clearTimeout(timer);
  }, [fallbackAfterMs, waitedMs]);
  return gaveUp ? <RemoteUnavailable /> : <SlotSpinner />;
}
