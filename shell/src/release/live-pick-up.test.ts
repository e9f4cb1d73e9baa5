import { isFallbackModule } from '../remotes/fallback-module';
import { type Registry } from '../remotes/registry';
import { RemoteLoader, type FederationRuntime } from '../remotes/remote-loader';
import { unavailableModule } from '../remotes/unavailable-module';
import { CHECK_WAIT_MS, NAVIGATION_POLL_MS, ReleaseWatcher } from './release-watcher';

const games = { manifest: '/remotes/games/mf-manifest.json', version: '1.0.0' };
const wallet = { manifest: '/remotes/wallet/mf-manifest.json', version: '1.0.0' };
const page = { default: () => null };

/** The shell's wiring (bootstrap.tsx) with a fake federation runtime and a registry the test answers by hand. */
function openPage(published: Registry) {
  const runtime: FederationRuntime & { registerRemotes: jest.Mock; loadRemote: jest.Mock } = {
    registerRemotes: jest.fn(),
    loadRemote: jest.fn(async () => page) as FederationRuntime['loadRemote'] & jest.Mock,
  };
  let answer: (registry: Registry) => void = () => undefined;
  const fetchRegistry = jest.fn(() => new Promise<Registry>((resolve) => (answer = resolve)));
  const reload = jest.fn();
  const loader: RemoteLoader = new RemoteLoader({
    runtime,
    fetchRegistry: async () => published,
    unavailableModule,
    baseUrl: 'http://shell.test/',
    reloadGuard: () => false,
    whenRegistryChecked: (): Promise<void> => watcher.whenChecked(),
  });
  const watcher: ReleaseWatcher = new ReleaseWatcher({
    currentBuildId: 'build-1',
    fetchBuildId: async () => 'build-1',
    fetchRegistry,
    currentRegistry: () => loader.currentRegistry(),
    isRemoteLoaded: (name) => loader.isLoaded(name),
    registerRemote: (name, entry) => loader.register(name, entry),
    reload,
  });
  /** The manifest URL the runtime was last told for `name`. */
  const registeredEntry = (name: string) =>
    runtime.registerRemotes.mock.calls
      .map(([remotes]) => (remotes as Array<{ name: string; manifest: string }>)[0])
      .filter((remote) => remote?.name === name)
      .at(-1)?.manifest;
  return { loader, watcher, runtime, reload, registeredEntry, answerRegistry: (registry: Registry) => answer(registry) };
}

describe('live pick-up of a release at the next navigation', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("a remote not loaded yet waits for the navigation's check and loads the new version", async () => {
    const app = openPage({ games, wallet });
    await app.loader.load('games', 'games/HomePage');
    jest.advanceTimersByTime(NAVIGATION_POLL_MS);
    app.watcher.onNavigate();
    const deposit = app.loader.load('wallet', 'wallet/DepositModal');
    await jest.advanceTimersByTimeAsync(100);
    expect(app.runtime.loadRemote).not.toHaveBeenCalledWith('wallet/DepositModal');

    app.answerRegistry({ games, wallet: { ...wallet, version: '1.1.0' } });
    await jest.advanceTimersByTimeAsync(0);
    expect(await deposit).toBe(page);
    expect(app.registeredEntry('wallet')).toBe('http://shell.test/remotes/wallet/mf-manifest.json?v=1.1.0');
    // Registered with the new entry before its code was asked for: the first download is the new version.
    const registerOrder = app.runtime.registerRemotes.mock.invocationCallOrder.at(-1) ?? Infinity;
    const loadOrder = app.runtime.loadRemote.mock.invocationCallOrder.at(-1) ?? -Infinity;
    expect(registerOrder).toBeLessThan(loadOrder);
    expect(app.reload).not.toHaveBeenCalled();
  });

  it('a check slower than the bound does not hold the load: it goes on with the version it has', async () => {
    const app = openPage({ games, wallet });
    jest.advanceTimersByTime(NAVIGATION_POLL_MS);
    app.watcher.onNavigate();
    const deposit = app.loader.load('wallet', 'wallet/DepositModal');
    await jest.advanceTimersByTimeAsync(CHECK_WAIT_MS - 1);
    expect(app.runtime.loadRemote).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(await deposit).toBe(page);
    expect(app.registeredEntry('wallet')).toBe('http://shell.test/remotes/wallet/mf-manifest.json?v=1.0.0');
  });

  it('a remote already loaded does not wait for a check, and its change reloads the page once at that navigation', async () => {
    const app = openPage({ games, wallet });
    await app.loader.load('games', 'games/HomePage');
    jest.advanceTimersByTime(NAVIGATION_POLL_MS);
    app.watcher.onNavigate();
    let slotPage: unknown;
    void app.loader.load('games', 'games/SlotPage').then((module) => (slotPage = module));
    await jest.advanceTimersByTimeAsync(0);
    expect(slotPage).toBe(page);

    app.answerRegistry({ games: { ...games, version: '2.0.0' }, wallet });
    await jest.advanceTimersByTimeAsync(0);
    expect(app.reload).toHaveBeenCalledTimes(1);
    // The loaded remote keeps its version until that reload: it is never swapped under the page.
    expect(app.registeredEntry('games')).toBe('http://shell.test/remotes/games/mf-manifest.json?v=1.0.0');
    await jest.advanceTimersByTimeAsync(NAVIGATION_POLL_MS);
    app.watcher.onNavigate();
    expect(app.reload).toHaveBeenCalledTimes(1);
  });

  it('a remote whose registration changed while its code downloaded shows as loaded at the old version, due a reload', async () => {
    let arrive: (module: unknown) => void = () => undefined;
    const app = openPage({ games, wallet });
    app.runtime.loadRemote.mockImplementationOnce(() => new Promise((resolve) => (arrive = resolve)));
    // A hover preload started before the click; the click's check then finds a new version.
    app.loader.preload('wallet', 'wallet/DepositModal');
    await jest.advanceTimersByTimeAsync(0);
    jest.advanceTimersByTime(NAVIGATION_POLL_MS);
    app.watcher.onNavigate();
    app.answerRegistry({ games, wallet: { ...wallet, version: '1.1.0' } });
    await jest.advanceTimersByTimeAsync(0);
    arrive(page);
    await jest.advanceTimersByTimeAsync(0);
    expect(app.loader.currentRegistry().wallet).toEqual(wallet);

    await jest.advanceTimersByTimeAsync(NAVIGATION_POLL_MS);
    app.watcher.onNavigate();
    app.answerRegistry({ games, wallet: { ...wallet, version: '1.1.0' } });
    await jest.advanceTimersByTimeAsync(0);
    expect(app.reload).toHaveBeenCalledTimes(1);
  });

  it('a remote missing from the registry still resolves to the unavailable box after the check', async () => {
    const app = openPage({ games });
    jest.advanceTimersByTime(NAVIGATION_POLL_MS);
    app.watcher.onNavigate();
    const deposit = app.loader.load('wallet', 'wallet/DepositModal');
    app.answerRegistry({ games });
    expect(isFallbackModule(await deposit)).toBe(true);
    expect(app.runtime.loadRemote).not.toHaveBeenCalled();
  });
});
