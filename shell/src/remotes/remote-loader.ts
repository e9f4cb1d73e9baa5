import { isFallbackModule, type FallbackModule } from './fallback-plugin';
import { manifestEntry, type Registry, type RegistryEntry } from './registry';

/** The part of the federation runtime the shell uses (`@module-federation/enhanced/runtime`). */
export interface FederationRuntime {
  registerRemotes(remotes: Array<{ name: string; entry: string }>, options?: { force?: boolean }): void;
  loadRemote<T>(id: string): Promise<T | null>;
}

/** A slow remote gives way to the retry box instead of spinning forever. */
export const REMOTE_LOAD_TIMEOUT_MS = 10_000;

export class RemoteTimeoutError extends Error {
  override readonly name = 'RemoteTimeoutError';
}

export interface RemoteLoaderOptions {
  runtime: FederationRuntime;
  fetchRegistry: () => Promise<Registry>;
  /** Made when a remote is not deployed (not in the registry): the same box as a failed one. */
  notDeployedModule: (requestId: string) => FallbackModule;
  baseUrl: string;
  timeoutMs?: number;
}

/**
 * Registers the remotes of the registry with the federation runtime and loads their modules.
 * Only the tiny registry is fetched up front; a remote's code is fetched when first asked for,
 * so start-up never waits on a remote.
 */
export class RemoteLoader {
  private registry: Registry = {};
  private registryLoad: Promise<void> | null = null;
  private readonly loaded = new Set<string>();
  /** The manifest URL each remote is registered with in the runtime. */
  private readonly registered = new Map<string, string>();

  constructor(private readonly options: RemoteLoaderOptions) {}

  /** Fetches the registry once (again after a failure). */
  ensureRegistry(): Promise<void> {
    this.registryLoad ??= this.options.fetchRegistry().then(
      (registry) => {
        for (const [name, entry] of Object.entries(registry)) this.register(name, entry);
      },
      (error: unknown) => {
        this.registryLoad = null;
        throw error;
      },
    );
    return this.registryLoad;
  }

  /**
   * Registers one remote, again only when its manifest changed (or `again`, to drop a failed
   * attempt): the runtime warns 'already registered' on every repeat, e.g. a registry re-fetch.
   * `force` drops what the runtime cached for the old manifest.
   */
  register(name: string, entry: RegistryEntry, again = false): void {
    this.registry[name] = entry;
    const manifest = manifestEntry(entry, this.options.baseUrl);
    if (!again && this.registered.get(name) === manifest) return;
    const known = this.registered.has(name);
    this.registered.set(name, manifest);
    this.options.runtime.registerRemotes([{ name, entry: manifest }], known ? { force: true } : undefined);
  }

  currentRegistry(): Registry {
    return { ...this.registry };
  }

  /** True once a module of the remote has run on this page (a new version then needs a reload). */
  isLoaded(name: string): boolean {
    return this.loaded.has(name);
  }

  /** Before a retry: forget the failed attempt so the runtime (or the registry) is asked again. */
  reset(name: string): void {
    const entry = this.registry[name];
    if (!entry) this.registryLoad = null;
    else if (!this.loaded.has(name)) this.register(name, entry, true);
  }

  /** Loads `remote/Module`; a remote missing from the registry gives the fallback module. */
  async load<T>(remote: string, requestId: string): Promise<T | FallbackModule> {
    await this.ensureRegistry();
    if (!(remote in this.registry)) return this.options.notDeployedModule(requestId);
    const timeoutMs = this.options.timeoutMs ?? REMOTE_LOAD_TIMEOUT_MS;
    const module = await withTimeout(this.options.runtime.loadRemote<T>(requestId), timeoutMs, requestId);
    if (module === null || module === undefined) throw new Error(`Remote module ${requestId} resolved to nothing`);
    if (isFallbackModule(module)) return module;
    this.loaded.add(remote);
    return module;
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number, requestId: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new RemoteTimeoutError(`Remote module ${requestId} did not load within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
