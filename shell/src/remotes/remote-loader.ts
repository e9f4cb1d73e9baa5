import { type LoadOutcome } from '../release/load-reports';
import { handleChunkError } from '../release/reload-guard';
import { type FallbackModule } from './fallback-module';
import { type FailedPreloads } from './failed-preloads';
import { manifestEntry, type Registry, type RegistryEntry } from './registry';

/** What loads remote modules: webpack's containers (`container-runtime.ts`), or the single bundle's own modules. */
export interface FederationRuntime {
  /** Where each remote's manifest is (its container is beside it); a later call moves a remote to a new version. */
  registerRemotes(remotes: Array<{ name: string; manifest: string }>): void;
  /** `remote/Module`; rejects when the remote's code could not be had. */
  loadRemote<T>(id: string): Promise<T | null>;
}

/**
 * A slot still waiting after this long shows the retry box (the remote still takes its place
 * if it arrives later). Within 3 s of the download's start, as down or broken remotes do.
 */
export const REMOTE_FALLBACK_MS = 2_500;

export interface RemoteLoaderOptions {
  runtime: FederationRuntime;
  fetchRegistry: () => Promise<Registry>;
  /** The module a remote that is not deployed (or that failed) resolves to: the retry box. */
  unavailableModule: (requestId: string, error?: unknown) => FallbackModule;
  baseUrl: string;
  fallbackAfterMs?: number;
  /** Tells a failure that came from a stale failed preload (none: every failure is real). */
  failedPreloads?: Pick<FailedPreloads, 'mark' | 'staleSince'>;
  /** Told about a failed download; may reload the page (default: the chunk-reload guard). */
  reloadGuard?: (error: unknown, facts: { late: boolean }) => boolean | Promise<boolean>;
  /**
   * Settles once a registry check in flight does (bounded by its owner, the release watcher).
   * A remote's first load waits for it, so a navigation's check can still change its version.
   */
  whenRegistryChecked?: () => Promise<void>;
  /** Told how each download of a deployed remote ended (the health reports). */
  reportLoad?: (outcome: LoadOutcome) => void;
}

/**
 * Registers the remotes of the registry with the federation runtime and loads their modules.
 * Only the tiny registry is fetched up front; a remote's code is fetched when first asked for
 * (or preloaded on intent), so start-up never waits on a remote.
 */
export class RemoteLoader {
  private registry: Registry = {};
  private registryLoad: Promise<void> | null = null;
  /** Remotes whose code runs on this page, with the registry entry that code came from. */
  private readonly loaded = new Map<string, RegistryEntry>();
  /** The manifest URL each remote is registered with in the runtime. */
  private readonly registered = new Map<string, string>();
  /** How many times each remote was registered (a new version): tells a stale failure from a current one. */
  private readonly registrations = new Map<string, number>();
  /** Remotes whose last download under their current registration failed: left to slots, not preloaded. */
  private readonly failed = new Set<string>();
  /** Modules that arrived, by request id: a slot renders them at once, without suspending. */
  private readonly modules = new Map<string, unknown>();
  private readonly inFlight = new Map<string, Promise<unknown>>();
  /** When something began waiting for each download in flight (ms since the epoch), by request id; a preload is nobody's wait. */
  private readonly startedAt = new Map<string, number>();

  constructor(private readonly options: RemoteLoaderOptions) {}

  get fallbackAfterMs(): number {
    return this.options.fallbackAfterMs ?? REMOTE_FALLBACK_MS;
  }

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

  /** Registers one remote, again only when its manifest changed (a registry re-fetch repeats every entry). */
  register(name: string, entry: RegistryEntry): void {
    this.registry[name] = entry;
    const manifest = manifestEntry(entry, this.options.baseUrl);
    if (this.registered.get(name) === manifest) return;
    this.registered.set(name, manifest);
    this.registrations.set(name, (this.registrations.get(name) ?? 0) + 1);
    this.failed.delete(name);
    this.options.runtime.registerRemotes([{ name, manifest }]);
  }

  /**
   * The registry as this page uses it. A loaded remote answers the entry its code came from: a
   * registration that changed under its download then shows as a change, due a reload.
   */
  currentRegistry(): Registry {
    return { ...this.registry, ...Object.fromEntries(this.loaded) };
  }

  /** True once a module of the remote has run on this page (a new version then needs a reload). */
  isLoaded(name: string): boolean {
    return this.loaded.has(name);
  }

  /**
   * Before a retry: a remote missing from the registry asks for the registry again. A remote
   * whose download failed is asked for again by the next download (the runtime keeps no failed
   * container; webpack fetches a failed chunk again), and one in flight is shared, never cut off.
   */
  reset(name: string): void {
    if (!Object.hasOwn(this.registry, name)) this.registryLoad = null;
    for (const requestId of this.startedAt.keys()) if (requestId.startsWith(`${name}/`)) this.startedAt.delete(requestId);
  }

  /** The module of `remote/Module` if it already arrived on this page. */
  peek(requestId: string): unknown {
    return this.modules.get(requestId);
  }

  /**
   * How long the page has waited for the module's download in flight (0 when none is). A slot
   * that joins a wait begun earlier (the served page's wait for its code) counts its wait for the
   * retry box from then, not from when the slot appeared; a preload is no wait until a slot or
   * a page asks for the module, and a retry starts the wait again.
   */
  waitedMs(requestId: string): number {
    const since = this.startedAt.get(requestId);
    return since === undefined ? 0 : Math.max(0, Date.now() - since);
  }

  /**
   * A download failed for a slot; `late` when the slot already showed its fallback. Settles
   * true when the page reloads.
   */
  async reportFailure(error: unknown, facts: { late: boolean }): Promise<boolean> {
    return (this.options.reloadGuard ?? ((e, { late }) => handleChunkError(e, { late })))(error, facts);
  }

  /**
   * Loads `remote/Module`; never rejects. A remote missing from the registry gives the
   * unavailable module; so does any failure (carrying its error). Concurrent requests for one
   * module share one download.
   */
  load<T>(remote: string, requestId: string): Promise<T | FallbackModule> {
    const loading = this.loading<T>(remote, requestId);
    if (!this.startedAt.has(requestId)) this.startedAt.set(requestId, Date.now());
    return loading;
  }

  /** The module's download, shared by every request for it while in flight. */
  private loading<T>(remote: string, requestId: string): Promise<T | FallbackModule> {
    const known = this.inFlight.get(requestId) as Promise<T | FallbackModule> | undefined;
    if (known) return known;
    const loading = this.download<T>(remote, requestId)
      .catch((error: unknown) => this.options.unavailableModule(requestId, error))
      .finally(() => {
        this.inFlight.delete(requestId);
        this.startedAt.delete(requestId);
      });
    this.inFlight.set(requestId, loading);
    return loading;
  }

  /**
   * Fetches a module ahead of its first use (hover, idle); a failure stays quiet. A remote
   * whose last download failed is left to the slot that needs it, not asked again on every
   * hover or change of the page.
   */
  preload(remote: string, requestId: string): void {
    if (this.modules.has(requestId) || this.inFlight.has(requestId) || this.failed.has(remote)) return;
    void this.loading(remote, requestId);
  }

  private async download<T>(remote: string, requestId: string): Promise<T | FallbackModule> {
    await this.ensureRegistry();
    // Once its code runs here a remote keeps its version until a reload: waiting gains nothing.
    if (!this.loaded.has(remote)) await this.options.whenRegistryChecked?.();
    const entry = Object.hasOwn(this.registry, remote) ? this.registry[remote] : undefined;
    // Not deployed: nothing of the remote's own failed, so nothing to report.
    if (!entry) return this.options.unavailableModule(requestId);
    const reported = { remote, version: entry.version, token: entry.report };
    try {
      const module = await this.downloadEntry<T>(remote, entry, requestId);
      this.options.reportLoad?.({ ...reported, outcome: 'loaded' });
      return module;
    } catch (error) {
      this.options.reportLoad?.({ ...reported, outcome: 'failed', error });
      throw error;
    }
  }

  /** A module of `remote` that loaded threw (its area's error boundary caught it): reported against the version its code came from. */
  reportRenderError(remote: string, requestId: string, error: unknown): void {
    const entry = this.loaded.get(remote);
    if (!entry) return;
    this.options.reportLoad?.({ remote, version: entry.version, token: entry.report, outcome: 'render_error', module: `./${requestId.slice(remote.length + 1)}`, error });
  }

  /**
   * An error no boundary caught (thrown in a timer or an event handler): when the script it came
   * from is a loaded remote's, a render error of that remote, of no module in particular.
   */
  reportUncaught(scriptUrl: string, error: unknown): void {
    for (const [remote, entry] of this.loaded) {
      const manifest = this.registered.get(remote) ?? '';
      if (manifest && scriptUrl.startsWith(manifest.slice(0, manifest.lastIndexOf('/') + 1))) {
        this.options.reportLoad?.({ remote, version: entry.version, token: entry.report, outcome: 'render_error', module: '(uncaught)', error });
        return;
      }
    }
  }

  /** Downloads from one registry entry, again at once after a stale preload failure. */
  private async downloadEntry<T>(remote: string, entry: RegistryEntry, requestId: string): Promise<T> {
    for (;;) {
      const mark = this.options.failedPreloads?.mark() ?? 0;
      try {
        return await this.tryDownload<T>(remote, entry, requestId);
      } catch (error) {
        // Bounded: each preloaded URL can hand out a stale failure once.
        if (!this.options.failedPreloads?.staleSince(mark)) throw error;
      }
    }
  }

  /** One try; a failure rejects. */
  private async tryDownload<T>(remote: string, entry: RegistryEntry, requestId: string): Promise<T> {
    const registration = this.registrations.get(remote);
    const module = await this.options.runtime.loadRemote<T>(requestId).catch((error: unknown) => {
      this.noteFailure(remote, registration);
      throw error;
    });
    if (module === null || module === undefined) {
      this.noteFailure(remote, registration);
      throw new Error(`Remote module ${requestId} resolved to nothing`);
    }
    if (!this.loaded.has(remote)) this.loaded.set(remote, entry);
    if (this.registrations.get(remote) === registration) this.failed.delete(remote);
    this.modules.set(requestId, module);
    return module;
  }

  /** Only a failure under the current registration counts: an older one says nothing about it. */
  private noteFailure(remote: string, registration: number | undefined): void {
    if (this.registrations.get(remote) === registration) this.failed.add(remote);
  }
}
