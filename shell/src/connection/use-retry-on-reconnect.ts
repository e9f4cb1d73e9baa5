import { useEffect } from 'react';
import { useServerConnection } from './connection-context';

/** Something that failed while the server was away tries again by itself when it is back. */
export function useRetryOnReconnect(retry: (() => void) | null | undefined): void {
  const connection = useServerConnection();
  useEffect(() => (retry ? connection.onReconnect(retry) : undefined), [connection, retry]);
}
