import { useCallback, useMemo, useState } from 'react';
import { type RemoteModuleRef } from '@casino/contract';
import { HydratedApart } from '../components/hydrated-apart';
import { remoteRequestId } from '../routes/route-table';
import { remoteComponent } from './remote-component';
import { RemoteRetryContext, useRemoteLoader } from './remote-context';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { usePageData } from './page-data-context';
import { SlotLoading } from './slot-loading';

export interface RemoteSlotProps<P extends object> {
  target: RemoteModuleRef;
  props?: P;
}

/**
 * One remote page or modal in its own area: Suspense while it loads (a spinner, then the retry
 * box), an error boundary around it, and a Retry that really asks the network again. A served
 * page's area hydrates apart from the rest (`HydratedApart`).
 */
export function RemoteSlot<P extends object>({ target, props }: RemoteSlotProps<P>) {
  const loader = useRemoteLoader();
  const [attempt, setAttempt] = useState(0);
  const requestId = remoteRequestId(target);
  const pageData = usePageData(requestId);
  const RemoteComponent = useMemo(
    () => remoteComponent<P>(loader, target.remote, requestId),
    // `attempt` makes a fresh lazy component, so a retry loads again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [loader, target.remote, requestId, attempt],
  );
  const waitedMs = useCallback(() => loader.waitedMs(requestId), [loader, requestId]);
  const retry = useCallback(() => {
    loader.reset(target.remote);
    setAttempt((n) => n + 1);
  }, [loader, target.remote]);

  return (
    <RemoteRetryContext.Provider value={retry}>
      <RemoteErrorBoundary key={attempt} onRetry={retry} onRenderError={(error) => loader.reportRenderError(target.remote, requestId, error)}>
        <HydratedApart fallback={<SlotLoading fallbackAfterMs={loader.fallbackAfterMs} waitedMs={waitedMs} />}>
          <RemoteComponent {...((pageData === undefined ? (props ?? {}) : { ...props, pageData }) as P)} />
        </HydratedApart>
      </RemoteErrorBoundary>
    </RemoteRetryContext.Provider>
  );
}
