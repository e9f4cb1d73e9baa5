import { lazy, type ComponentType } from 'react';
import { isFallbackModule } from './fallback-module';
import { type RemoteLoader } from './remote-loader';

/**
 * The component a slot renders for `remote/Module`: the module itself when it already arrived
 * on this page (preloaded or seen before), so the page shows at once with no spinner; else a
 * lazy component that waits for it.
 */
export function remoteComponent<P extends object>(loader: RemoteLoader, remote: string, requestId: string): ComponentType<P> {
  const ready = componentIn<P>(loader.peek(requestId));
  if (ready) return ready;
  return lazy(async () => ({ default: await loadForSlot<P>(loader, remote, requestId) }));
}

/**
 * Waits for the module. A failure shows the retry box; the guard may reload the page only if
 * the failure came before the slot gave up (a late one would start the same slow wait again).
 */
async function loadForSlot<P extends object>(loader: RemoteLoader, remote: string, requestId: string): Promise<ComponentType<P>> {
  const loading = loader.load<{ default?: unknown }>(remote, requestId);
  // The slot's box shows at this much after the download began, which may be before the slot.
  const lateAt = Date.now() - loader.waitedMs(requestId) + loader.fallbackAfterMs;
  const module = await loading;
  if (isFallbackModule(module) && module.error !== undefined) {
    void loader.reportFailure(module.error, { late: Date.now() >= lateAt });
  }
  const component = componentIn<P>(module);
  // Thrown inside the slot's error boundary: the retry box, never a blank page.
  if (!component) throw new Error(`Remote module ${requestId} has no default-exported component`);
  return component;
}

/** Module contract: an exposed page or modal default-exports a React component. */
function componentIn<P extends object>(module: unknown): ComponentType<P> | null {
  const component = typeof module === 'object' && module !== null && 'default' in module ? module.default : undefined;
  if (typeof component === 'function' || (typeof component === 'object' && component !== null)) return component as ComponentType<P>;
  return null;
}
