import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Federation runtime plugin (DESIGN.md section 2): a remote that fails to load (manifest,
 * entry script, exposed module) resolves to a fallback module instead of rejecting, because
 * these failures happen inside the runtime before React can catch them.
 *
 * This file is bundled into the federation runtime, ahead of the shared-module negotiation,
 * so it must not import React or anything shared: the shell hands it the fallback component
 * and the failure handler at start-up through `configureRemoteFallback`.
 */
export interface FallbackModule {
  default: unknown;
  /** Marks a module that is not the remote's own code. */
  readonly remoteUnavailable: true;
  /** Why the remote's own module is missing (none when it is simply not deployed). */
  readonly error?: unknown;
}

interface FallbackHandlers {
  /**
   * The module to render instead of the remote module `requestId` (e.g. `games/HomePage`). It
   * carries the error: whoever waits for the module decides about a reload, because only it
   * knows whether the failure came in time or after its slot gave up.
   */
  fallbackModule: (requestId: string, error: unknown) => FallbackModule;
  /** Told about every failure (logging). */
  onRemoteError: (error: unknown, requestId: string) => void;
  /** Told the URL of a manifest that failed to load. */
  onManifestError?: (manifestUrl: string) => void;
}

let handlers: FallbackHandlers | null = null;

export function configureRemoteFallback(next: FallbackHandlers): void {
  handlers = next;
}

export function isFallbackModule(module: unknown): module is FallbackModule {
  return typeof module === 'object' && module !== null && 'remoteUnavailable' in module && module.remoteUnavailable === true;
}

export default function remoteFallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'shell-remote-fallback',
    errorLoadRemote({ id, error, lifecycle }) {
      if (lifecycle === 'afterResolve') handlers?.onManifestError?.(id);
      // A manifest failure ('afterResolve') must answer a manifest, not a module: let it
      // fail there; it surfaces again as an 'onLoad' failure of the same request.
      if (lifecycle !== 'onLoad' || !handlers) return undefined;
      handlers.onRemoteError(error, id);
      return handlers.fallbackModule(id, error);
    },
  };
}
