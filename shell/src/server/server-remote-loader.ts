import type { RemoteModuleRef } from '@casino/contract';
import { isFallbackModule } from '../remotes/fallback-module';
import { RemoteLoader } from '../remotes/remote-loader';
import { unavailableModule } from '../remotes/unavailable-module';
import { type Registry } from '../remotes/registry';
import { remoteRequestId } from '../routes/route-table';
import { leftToBrowserModule } from './area-left-to-browser';
import { remoteContainer, remoteServerFile, type RemoteServerContainer } from './remote-containers';

/** Where the registry's remotes are said to live; a server render fetches no manifest. */
const NO_BASE = 'http://server-render.invalid/';

/**
 * The shell's RemoteLoader over the remotes' server builds: the visitor's registry (canary
 * included) names the version, the version names the file. The slot finds the page's module
 * already loaded (`peek`) and renders it without suspending.
 */
export class ServerRemotes {
  readonly loader: RemoteLoader;
  /** Pages whose server code failed or was too slow: their module is now a stand-in, their area the browser's. */
  private readonly leftToBrowser = new Set<string>();
  /** Settles a page's module load still in flight with the stand-in, when its area is left to the browser. */
  private readonly standIns = new Map<string, () => void>();

  constructor(
    private readonly registry: Registry,
    private readonly releasesDir: string,
    private readonly containerAt: (file: string) => Promise<RemoteServerContainer> = remoteContainer,
  ) {
    this.loader = new RemoteLoader({
      runtime: { registerRemotes: () => undefined, loadRemote: (id) => this.loadModule(id) },
      fetchRegistry: () => Promise.resolve(this.registry),
      unavailableModule,
      baseUrl: NO_BASE,
    });
  }

  /** The page's module, loaded for the render; rejects with why a remote cannot give it. */
  async pageModule(page: RemoteModuleRef): Promise<Record<string, unknown>> {
    const module = await this.loader.load<Record<string, unknown>>(page.remote, remoteRequestId(page));
    if (!isFallbackModule(module)) return module;
    if (module.error === undefined) throw new Error(`${page.remote} is not deployed`);
    throw module.error instanceof Error ? module.error : new Error(String(module.error));
  }

  /**
   * Leaves the page's area to the browser: the slot now finds a stand-in module, which React
   * sends as the slot's spinner for the browser to fill. False for a remote the registry does
   * not have (the page could not show it anywhere).
   */
  async leaveToBrowser(page: RemoteModuleRef): Promise<boolean> {
    const requestId = remoteRequestId(page);
    this.leftToBrowser.add(requestId);
    // A load that hangs gives way to the stand-in, so the render need not wait for it.
    this.standIns.get(requestId)?.();
    return !isFallbackModule(await this.loader.load(page.remote, requestId));
  }

  /** The CSS the page's module imports. */
  async styles(page: RemoteModuleRef): Promise<string[]> {
    return (await this.container(page.remote)).styles(page.module);
  }

  private async loadModule<T>(requestId: string): Promise<T> {
    if (this.leftToBrowser.has(requestId)) return leftToBrowserModule as T;
    const standIn = new Promise<T>((resolve) => this.standIns.set(requestId, () => resolve(leftToBrowserModule as T)));
    try {
      return await Promise.race([this.serverModule<T>(requestId), standIn]);
    } finally {
      this.standIns.delete(requestId);
    }
  }

  private async serverModule<T>(requestId: string): Promise<T> {
    const slash = requestId.indexOf('/');
    const container = await this.container(requestId.slice(0, slash));
    const factory = await container.get(`./${requestId.slice(slash + 1)}`);
    return factory() as T;
  }

  private async container(name: string): Promise<RemoteServerContainer> {
    const entry = Object.hasOwn(this.registry, name) ? this.registry[name] : undefined;
    if (!entry) throw new Error(`Remote ${name} is not deployed`);
    return this.containerAt(remoteServerFile(this.releasesDir, name, entry.version));
  }
}
