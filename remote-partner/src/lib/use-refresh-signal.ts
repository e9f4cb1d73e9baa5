import { useEffect, useRef } from 'react';
import { onRefresh } from './partner-channel';

/** Runs `refresh` whenever a pop-up window of this back-office says something changed. */
export function useRefreshSignal(refresh: () => void): void {
  const latest = useRef(refresh);
  useEffect(() => {
    latest.current = refresh;
  });
  useEffect(() => onRefresh(() => latest.current()), []);
}
