import type { DataOf, Endpoint } from '@casino/contract';
import { PlatformProvider, PlatformRouterBridge, createPlatform, createSession, type CallOptions, type Platform } from '@casino/platform';
import { render } from '@testing-library/react';
import { type ReactNode } from 'react';
import { Outlet, RouterProvider, createBrowserRouter, type RouteObject } from 'react-router-dom';
import { ShellStore } from '../app/shell-store';
import { ShellStoreContext } from '../app/shell-store-context';
import { SHELL_NAMESPACE, shellResources } from '../i18n/resources';
import { RemoteLoaderContext } from '../remotes/remote-context';
import { isFallbackModule } from '../remotes/fallback-module';
import { RemoteLoader, type FederationRuntime, type RemoteLoaderOptions } from '../remotes/remote-loader';
import { type Registry } from '../remotes/registry';
import { unavailableModule } from '../remotes/unavailable-module';

type Call = Platform['http']['call'];

/** A fake answer to one endpoint of the contract (see `answer`). */
export interface CallAnswer {
  readonly endpoint: Endpoint;
  readonly reply: (options: unknown) => unknown;
}

/**
 * A fake answer for `endpoint`, checked against the contract by the type-checker: `reply` is given
 * the call's options as `http.call` takes them and returns the endpoint's `data`. A reply that
 * throws or rejects (an `ApiError` for a refusal) rejects the call.
 */
export function answer<E extends Endpoint>(endpoint: E, reply: (options: CallOptions<E>) => DataOf<E> | Promise<DataOf<E>>): CallAnswer {
  return { endpoint, reply: reply as CallAnswer['reply'] };
}

/** A real platform in English, whose http calls a test answers by endpoint (method and path). */
export function createTestPlatform(answers: readonly CallAnswer[] = []) {
  const platform = createPlatform({ apiBase: 'http://api.test', defaultLanguage: 'en' });
  void platform.i18n.setLanguage('en');
  platform.i18n.addNamespace(SHELL_NAMESPACE, shellResources);
  const call = jest.fn(async (endpoint: Endpoint, options?: unknown) => {
    const found = answers.find((candidate) => candidate.endpoint.method === endpoint.method && candidate.endpoint.path === endpoint.path);
    if (!found) throw new Error(`unexpected call ${endpoint.method} ${endpoint.path}`);
    return found.reply(options ?? {});
  });
  const realCall = platform.http.call;
  platform.http.call = call as unknown as Call;
  /** Sends calls through the platform's real http client again (to `fetch`, which a test stubs). */
  const useRealHttp = () => {
    platform.http.call = realCall;
  };
  return { platform, call, useRealHttp };
}

/**
 * A container runtime double: modules by request id, or a function to decide per request. A
 * function that answers a fallback module (`unavailableModule(id, error)`) stands for a failed
 * download: the double rejects with its error, as the runtime does.
 */
export function createTestLoader(
  registry: Registry,
  modules: Record<string, () => Promise<unknown>> = {},
  fallbackAfterMs = 2_500,
  failedPreloads?: RemoteLoaderOptions['failedPreloads'],
) {
  const runtime: FederationRuntime & { loadRemote: jest.Mock; registerRemotes: jest.Mock } = {
    registerRemotes: jest.fn(),
    loadRemote: jest.fn(async (id: string) => {
      const module = modules[id] ? await modules[id]() : null;
      if (isFallbackModule(module)) throw module.error ?? new Error(`${id} failed to load`);
      return module;
    }) as FederationRuntime['loadRemote'] & jest.Mock,
  };
  // Never reloads jsdom's page; a test reads what it was asked.
  const reloadGuard = jest.fn((_error: unknown, _facts: { late: boolean }) => false);
  const loader = new RemoteLoader({
    runtime,
    fetchRegistry: async () => registry,
    unavailableModule,
    baseUrl: 'http://shell.test/',
    fallbackAfterMs,
    reloadGuard,
    failedPreloads,
  });
  return { loader, runtime, reloadGuard };
}

function WithBridge() {
  return (
    <>
      <PlatformRouterBridge />
      <Outlet />
    </>
  );
}

export interface RenderOptions {
  platform: Platform;
  loader?: RemoteLoader;
  /** The shell's root store; a fresh one for the platform unless given. */
  store?: ShellStore;
  path?: string;
  routes?: RouteObject[];
}

/**
 * Renders `ui` at `path` (or the given routes) inside the platform, a browser router wired to it
 * as the shell wires it, the shell's root store and the remote loader. A browser router because the modal store reads
 * `window.location`, as it does in the app.
 */
export function renderWithShell(ui: ReactNode, { platform, loader, store = new ShellStore(platform), path = '/', routes }: RenderOptions) {
  window.history.replaceState(null, '', path);
  const children = routes ?? [{ path: '*', element: ui }];
  const router = createBrowserRouter([{ element: <WithBridge />, children }]);
  const fallbackLoader = loader ?? createTestLoader({}).loader;
  const result = render(
    <PlatformProvider platform={platform}>
      <ShellStoreContext.Provider value={store}>
        <RemoteLoaderContext.Provider value={fallbackLoader}>
          <RouterProvider router={router} />
        </RemoteLoaderContext.Provider>
      </ShellStoreContext.Provider>
    </PlatformProvider>,
  );
  return { ...result, router };
}

/** The token cookie outlives a test's platform: clear it between tests. */
export function clearSessionCookie(): void {
  createSession().clear();
}
