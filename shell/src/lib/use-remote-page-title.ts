import { useEvents } from '@casino/platform';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * The title a remote page gave itself (`usePageTitle` in the platform), while the browser is
 * still on that page: after a move elsewhere the old page's name is not shown.
 */
export function useRemotePageTitle(): string | undefined {
  const events = useEvents();
  const { pathname } = useLocation();
  const [named, setNamed] = useState<{ title: string; path: string } | null>(null);
  useEffect(() => events.on('pageTitle', (detail) => setNamed(detail)), [events]);
  return named?.path === pathname ? named.title : undefined;
}
