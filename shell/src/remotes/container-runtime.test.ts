import { createContainerRuntime, type Container, type ContainerRuntimeDeps } from './container-runtime';

const MANIFEST = 'http://site.test/remotes/games/1.0.0/mf-manifest.json?v=1.0.0';
const ENTRY = 'http://site.test/remotes/games/1.0.0/remoteEntry.js';

/**
 * A page whose scripts set containers as remote entries do: each run of an entry sets a new
 * container, answering modules named after its URL; `down` URLs fail to load, `broken` ones run
 * but throw before setting anything.
 */
function page() {
  const shareScope = { react: {} };
  const containers: Record<string, Container> = {};
  const scripts: string[] = [];
  const down = new Set<string>();
  const broken = new Set<string>();
  const deps: ContainerRuntimeDeps & { onError: jest.Mock } = {
    loadScript: jest.fn(async (url: string) => {
      scripts.push(url);
      if (down.has(url)) throw Object.assign(new Error(`Loading remote entry failed: ${url}`), { name: 'ChunkLoadError' });
      if (broken.has(url)) return;
      containers.games = {
        init: jest.fn(async (scope: unknown) => expect(scope).toBe(shareScope)),
        get: jest.fn(async (module: string) => {
          if (module !== './HomePage') throw new Error(`Module "${module}" does not exist in container.`);
          return () => ({ default: `HomePage from ${url}` });
        }),
      };
    }),
    containerOf: (name) => containers[name],
    shareScope: async () => shareScope,
    onError: jest.fn(),
  };
  return { deps, containers, scripts, down, broken };
}

describe('createContainerRuntime', () => {
  it('loads the container beside the manifest once, initialised with the share scope, and answers its modules', async () => {
    const { deps, containers, scripts } = page();
    const runtime = createContainerRuntime(deps);
    runtime.registerRemotes([{ name: 'games', manifest: MANIFEST }]);
    const [first, second] = await Promise.all([runtime.loadRemote('games/HomePage'), runtime.loadRemote('games/HomePage')]);
    expect(first).toEqual({ default: `HomePage from ${ENTRY}` });
    expect(second).toEqual(first);
    expect(scripts).toEqual([ENTRY]);
    expect(containers.games!.init).toHaveBeenCalledTimes(1);
    expect(containers.games!.get).toHaveBeenCalledWith('./HomePage');
  });

  it('rejects for a module the container lacks, keeping the container', async () => {
    const { deps, scripts } = page();
    const runtime = createContainerRuntime(deps);
    runtime.registerRemotes([{ name: 'games', manifest: MANIFEST }]);
    await expect(runtime.loadRemote('games/Nothing')).rejects.toThrow('does not exist in container');
    await runtime.loadRemote('games/HomePage');
    expect(scripts).toEqual([ENTRY]);
    expect(deps.onError).toHaveBeenCalledWith(expect.any(Error), 'games/Nothing');
  });

  it('asks for an entry that failed to load again at the next load', async () => {
    const { deps, scripts, down } = page();
    const runtime = createContainerRuntime(deps);
    runtime.registerRemotes([{ name: 'games', manifest: MANIFEST }]);
    down.add(ENTRY);
    await expect(runtime.loadRemote('games/HomePage')).rejects.toMatchObject({ name: 'ChunkLoadError' });
    down.clear();
    await expect(runtime.loadRemote('games/HomePage')).resolves.toEqual({ default: `HomePage from ${ENTRY}` });
    expect(scripts).toEqual([ENTRY, ENTRY]);
  });

  it('a new version loads its own container, from its own folder or from the same address', async () => {
    const { deps, scripts } = page();
    const runtime = createContainerRuntime(deps);
    runtime.registerRemotes([{ name: 'games', manifest: MANIFEST }]);
    await runtime.loadRemote('games/HomePage');
    runtime.registerRemotes([{ name: 'games', manifest: 'http://site.test/remotes/games/1.0.1/mf-manifest.json?v=1.0.1' }]);
    await expect(runtime.loadRemote('games/HomePage')).resolves.toEqual({ default: 'HomePage from http://site.test/remotes/games/1.0.1/remoteEntry.js' });
    // A hand-written registry that moves a version in place: the version in the URL tells them apart.
    runtime.registerRemotes([{ name: 'games', manifest: 'http://site.test/remotes/games/1.0.1/mf-manifest.json?v=1.0.2' }]);
    await runtime.loadRemote('games/HomePage');
    expect(scripts).toEqual([ENTRY, 'http://site.test/remotes/games/1.0.1/remoteEntry.js', 'http://site.test/remotes/games/1.0.1/remoteEntry.js']);
  });

  it("never takes another version's container for the one whose entry threw", async () => {
    const { deps, broken } = page();
    const runtime = createContainerRuntime(deps);
    runtime.registerRemotes([{ name: 'games', manifest: MANIFEST }]);
    await runtime.loadRemote('games/HomePage');
    broken.add('http://site.test/remotes/games/1.0.1/remoteEntry.js');
    runtime.registerRemotes([{ name: 'games', manifest: 'http://site.test/remotes/games/1.0.1/mf-manifest.json?v=1.0.1' }]);
    await expect(runtime.loadRemote('games/HomePage')).rejects.toThrow('remoteEntry.js did not set the container of games');
  });

  it('rejects a remote never registered, an id without a module and an entry that set no container', async () => {
    const { deps, broken } = page();
    const runtime = createContainerRuntime(deps);
    await expect(runtime.loadRemote('games/HomePage')).rejects.toThrow('Remote games is not registered');
    await expect(runtime.loadRemote('games')).rejects.toThrow('does not name a remote and a module');
    broken.add('http://site.test/remotes/wallet/1/remoteEntry.js');
    runtime.registerRemotes([{ name: 'wallet', manifest: 'http://site.test/remotes/wallet/1/mf-manifest.json' }]);
    await expect(runtime.loadRemote('wallet/DepositModal')).rejects.toThrow('did not set the container of wallet');
  });
});
