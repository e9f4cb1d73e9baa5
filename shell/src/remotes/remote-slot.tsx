import { Spin } from 'antd';
import { Suspense, lazy, useCallback, useMemo, useState, type ComponentType } from 'react';
import { remoteRequestId, type RemoteModuleRef } from '../routes/route-table';
import { RemoteRetryContext, useRemoteLoader } from './remote-context';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { type RemoteLoader } from './remote-loader';

export interface RemoteSlotProps<P extends object> {
  target: RemoteModuleRef;
  props?: P;
}

/**
 * One remote page or modal in its own area: Suspense while it loads, an error boundary and a
 * load time-out around it, and a Retry that really asks the network again.
 */
export function RemoteSlot<P extends object>({ target, props }: RemoteSlotProps<P>) {
  const loader = useRemoteLoader();
  const [attempt, setAttempt] = useState(0);
  const requestId = remoteRequestId(target);
  const RemoteComponent = useMemo(
    () => lazyRemote<P>(loader, target.remote, requestId),
    // `attempt` makes a fresh lazy component, so a retry loads again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [loader, target.remote, requestId, attempt],
  );
  const retry = useCallback(() => {
    loader.reset(target.remote);
    setAttempt((n) => n + 1);
  }, [loader, target.remote]);

  return (
    <RemoteRetryContext.Provider value={retry}>
      <RemoteErrorBoundary key={attempt} onRetry={retry}>
        <Suspense fallback={<SlotLoading />}>
          <RemoteComponent {...((props ?? {}) as P)} />
        </Suspense>
      </RemoteErrorBoundary>
    </RemoteRetryContext.Provider>
  );
}

function lazyRemote<P extends object>(loader: RemoteLoader, remote: string, requestId: string) {
  return lazy(async () => {
    const module = await loader.load<{ default?: unknown }>(remote, requestId);
    const component = module.default;
    // Module contract: an exposed page or modal default-exports a React component.
    if (typeof component !== 'function' && (typeof component !== 'object' || component === null)) {
      throw new Error(`Remote module ${requestId} has no default-exported component`);
    }
    return { default: component as ComponentType<P> };
  });
}

function SlotLoading() {
  return (
    <div style={{ display: 'flex', justifyContent: 'center', padding: 48 }}>
      <Spin />
    </div>
  );
}
