import { REMOTE_ENTRY_FILE } from '@casino/build/federation-files';
import { loadScript } from './load-script';
import type { FederationRuntime } from './remote-loader';

/** A remote's `remoteEntry.js` once it ran: a webpack container (webpack's ContainerPlugin). */
export interface Container {
  init(shareScope: unknown): unknown;
  get(module: string): Promise<() => unknown>;
}

/** What the runtime needs of the page; the tests pass their own. */
export interface ContainerRuntimeDeps {
  /** Runs the script at `url`; rejects when it could not be fetched. */
  loadScript(url: string): Promise<void>;
  /** The container a remote's entry set on the page (`window[name]`, the build's container library). */
  containerOf(name: string): Container | undefined;
  /** The host's share scope, holding what the host provides (webpack's `__webpack_init_sharing__`). */
  shareScope(): Promise<unknown>;
  /** Told about every failed load (the console). */
  onError?(error: unknown, requestId: string): void;
}

declare const __webpack_init_sharing__: (scope: string) => Promise<void>;
declare const __webpack_share_scopes__: Record<string, unknown>;

const pageDeps: ContainerRuntimeDeps = {
  loadScript,
  containerOf: (name) => (window as unknown as Record<string, Container | undefined>)[name],
  shareScope: async () => {
    await __webpack_init_sharing__('default');
    return __webpack_share_scopes__.default;
  },
  onError: (error, requestId) => console.warn(`[shell] remote module ${requestId} failed to load`, error),
};

/**
 * Webpack's own container runtime, driven by the shell (decision 069): a remote registered by
 * its manifest's URL is loaded from the `remoteEntry.js` beside it (the manifest itself is not
 * fetched), initialised once with the host's share scope, and asked for its modules. A container
 * that failed to arrive is asked for again by the next load; one that arrived is kept, and
 * webpack fetches its failed chunks again by itself.
 */
export function createContainerRuntime(deps: ContainerRuntimeDeps = pageDeps): FederationRuntime {
  /** Each remote's registration: its manifest's URL (keyed by version) and the entry beside it. */
  const registered = new Map<string, { manifest: string; entry: string }>();
  /** Containers by manifest URL: a new version is a new container, even at the same address. */
  const containers = new Map<string, Promise<Container>>();

  function container(remote: string): Promise<Container> {
    const registration = registered.get(remote);
    if (registration === undefined) return Promise.reject(new Error(`Remote ${remote} is not registered`));
    const known = containers.get(registration.manifest);
    if (known) return known;
    const loading = (async () => {
      const before = deps.containerOf(remote);
      await deps.loadScript(registration.entry);
      // Read in the microtask after the script's load event: no other script can have run since.
      // An entry that threw leaves the page's earlier container (another version's) in place.
      const loaded = deps.containerOf(remote);
      if (!loaded || loaded === before || typeof loaded.get !== 'function' || typeof loaded.init !== 'function') throw new Error(`${registration.entry} did not set the container of ${remote}`);
      await loaded.init(await deps.shareScope());
      return loaded;
    })();
    containers.set(registration.manifest, loading);
    loading.catch(() => {
      if (containers.get(registration.manifest) === loading) containers.delete(registration.manifest);
    });
    return loading;
  }

  return {
    registerRemotes(remotes) {
      for (const { name, manifest } of remotes) registered.set(name, { manifest, entry: new URL(REMOTE_ENTRY_FILE, manifest).href });
    },
    async loadRemote<T>(requestId: string): Promise<T | null> {
      const slash = requestId.indexOf('/');
      try {
        if (slash <= 0) throw new Error(`${requestId} does not name a remote and a module`);
        const factory = await (await container(requestId.slice(0, slash))).get(`./${requestId.slice(slash + 1)}`);
        return factory() as T;
      } catch (error) {
        deps.onError?.(error, requestId);
        throw error;
      }
    },
  };
}
