import type { RemoteModuleRef } from '@casino/contract';
import { isFallbackModule } from '../remotes/fallback-plugin';
import { RemoteLoader } from '../remotes/remote-loader';
import { unavailableModule } from '../remotes/unavailable-module';
import { type Registry } from '../remotes/registry';
import { remoteRequestId } from '../routes/route-table';
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

  /** The page's module, loaded for the render; a remote that cannot give it fails the render. */
  async pageModule(page: RemoteModuleRef): Promise<Record<string, unknown>> {
    const module = await this.loader.load<Record<string, unknown>>(page.remote, remoteRequestId(page));
    if (isFallbackModule(module)) {
      const reason = module.error instanceof Error ? `: ${module.error.message}` : '';
      throw new Error(`${remoteRequestId(page)} cannot be rendered on the server${reason}`, { cause: module.error });
    }
    return module;
  }

  /** The CSS the page's module imports. */
  async styles(page: RemoteModuleRef): Promise<string[]> {
    return (await this.container(page.remote)).styles(page.module);
  }

  private async loadModule<T>(requestId: string): Promise<T> {
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
