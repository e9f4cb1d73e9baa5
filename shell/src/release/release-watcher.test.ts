import { type Registry } from '../remotes/registry';
import { CHECK_WAIT_MS, NAVIGATION_POLL_MS, ReleaseWatcher, startReleasePolling, type ReleaseWatcherDeps } from './release-watcher';

const games = { manifest: '/remotes/games/mf-manifest.json', version: '1.0.0' };
const wallet = { manifest: '/remotes/wallet/mf-manifest.json', version: '1.0.0' };

function setup(overrides: Partial<ReleaseWatcherDeps> = {}) {
  let deployedBuild = 'build-1';
  let registry: Registry = { games, wallet };
  const loaded = new Set<string>();
  const inUse: Registry = { games, wallet };
  const deps = {
    currentBuildId: 'build-1',
    fetchBuildId: jest.fn(async () => deployedBuild),
    fetchRegistry: jest.fn(async () => registry),
    currentRegistry: () => inUse,
    isRemoteLoaded: (name: string) => loaded.has(name),
    registerRemote: jest.fn((name: string, entry: Registry[string]) => void (inUse[name] = entry)),
    reload: jest.fn(),
    ...overrides,
  };
  const watcher = new ReleaseWatcher(deps);
  return {
    watcher,
    deps,
    loaded,
    deploy: (buildId: string) => (deployedBuild = buildId),
    publish: (next: Registry) => (registry = next),
  };
}

describe('release watcher', () => {
  it('does nothing while nothing changed', async () => {
    const { watcher, deps } = setup();
    await watcher.check();
    expect(watcher.onNavigate()).toBe(false);
    expect(deps.reload).not.toHaveBeenCalled();
    expect(deps.registerRemote).not.toHaveBeenCalled();
  });

  it('reloads at the next navigation, not at once, when the shell build id changed', async () => {
    const { watcher, deps, deploy } = setup();
    deploy('build-2');
    await watcher.check();
    expect(watcher.reloadPending).toBe(true);
    expect(deps.reload).not.toHaveBeenCalled();
    expect(watcher.onNavigate()).toBe(true);
    expect(deps.reload).toHaveBeenCalledTimes(1);
  });

  it('ignores an unreadable build id (time-out)', async () => {
    const { watcher } = setup({ fetchBuildId: async () => null });
    await watcher.check();
    expect(watcher.reloadPending).toBe(false);
  });

  it('re-registers a changed remote that is not loaded yet, without a reload', async () => {
    const { watcher, deps, publish } = setup();
    const next = { ...wallet, version: '1.1.0' };
    publish({ games, wallet: next });
    await watcher.check();
    expect(deps.registerRemote).toHaveBeenCalledWith('wallet', next);
    expect(watcher.onNavigate()).toBe(false);
    await watcher.check();
    expect(deps.registerRemote).toHaveBeenCalledTimes(1);
  });

  it('reloads at the next navigation when a loaded remote changed', async () => {
    const { watcher, deps, loaded, publish } = setup();
    loaded.add('games');
    publish({ games: { ...games, version: '2.0.0' }, wallet });
    await watcher.check();
    expect(deps.registerRemote).not.toHaveBeenCalled();
    expect(watcher.onNavigate()).toBe(true);
  });

  it('reloads at the next navigation, instead of registering, when a remote not loaded yet moves to another origin (not in the page\'s content policy)', async () => {
    const { watcher, deps, publish } = setup();
    publish({ games: { manifest: 'https://cdn.example/games/2.0.0/mf-manifest.json', version: '2.0.0' }, wallet });
    await watcher.check();
    expect(deps.registerRemote).not.toHaveBeenCalled();
    expect(watcher.onNavigate()).toBe(true);
    expect(deps.reload).toHaveBeenCalledTimes(1);
  });

  it('registers a remote that was newly added to the registry', async () => {
    const { watcher, deps, publish } = setup();
    const support = { manifest: '/remotes/support/mf-manifest.json', version: '0.1.0' };
    publish({ games, wallet, support });
    await watcher.check();
    expect(deps.registerRemote).toHaveBeenCalledWith('support', support);
  });

  it('survives a registry that cannot be fetched', async () => {
    const { watcher } = setup({ fetchRegistry: async () => Promise.reject(new Error('offline')) });
    await expect(watcher.check()).resolves.toBeUndefined();
  });

  it('polls on an interval and when the tab becomes visible', async () => {
    jest.useFakeTimers();
    try {
      const { watcher } = setup();
      const check = jest.spyOn(watcher, 'check');
      const stop = startReleasePolling(watcher, 60_000);
      jest.advanceTimersByTime(60_000);
      expect(check).toHaveBeenCalledTimes(1);
      document.dispatchEvent(new Event('visibilitychange'));
      expect(check).toHaveBeenCalledTimes(2);
      stop();
      jest.advanceTimersByTime(120_000);
      expect(check).toHaveBeenCalledTimes(2);
    } finally {
      jest.useRealTimers();
    }
  });

  describe('on navigation', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('checks when the last check is 15 s old, and not more often', async () => {
      const { watcher, deps } = setup();
      jest.advanceTimersByTime(NAVIGATION_POLL_MS - 1);
      watcher.onNavigate();
      expect(deps.fetchRegistry).not.toHaveBeenCalled();
      jest.advanceTimersByTime(1);
      watcher.onNavigate();
      expect(deps.fetchRegistry).toHaveBeenCalledTimes(1);
      await jest.advanceTimersByTimeAsync(NAVIGATION_POLL_MS - 1);
      watcher.onNavigate();
      expect(deps.fetchRegistry).toHaveBeenCalledTimes(1);
      await jest.advanceTimersByTimeAsync(1);
      watcher.onNavigate();
      expect(deps.fetchRegistry).toHaveBeenCalledTimes(2);
    });

    it('counts the interval poll as a check', async () => {
      const { watcher, deps } = setup();
      jest.advanceTimersByTime(NAVIGATION_POLL_MS);
      await watcher.check();
      watcher.onNavigate();
      expect(deps.fetchRegistry).toHaveBeenCalledTimes(1);
    });

    it('reloads exactly once, at that navigation, when its check finds a loaded remote changed', async () => {
      const { watcher, deps, loaded, publish } = setup();
      loaded.add('games');
      publish({ games: { ...games, version: '2.0.0' }, wallet });
      jest.advanceTimersByTime(NAVIGATION_POLL_MS);
      expect(watcher.onNavigate()).toBe(false);
      // Another click while the check is still in flight sees the same change.
      expect(watcher.onNavigate()).toBe(false);
      await jest.advanceTimersByTimeAsync(0);
      expect(deps.reload).toHaveBeenCalledTimes(1);
      expect(watcher.onNavigate()).toBe(true);
      expect(deps.reload).toHaveBeenCalledTimes(1);
    });

    it('uses a changed remote that is not loaded yet without a reload', async () => {
      const { watcher, deps, publish } = setup();
      const next = { ...wallet, version: '1.1.0' };
      publish({ games, wallet: next });
      jest.advanceTimersByTime(NAVIGATION_POLL_MS);
      watcher.onNavigate();
      await watcher.whenChecked();
      expect(deps.registerRemote).toHaveBeenCalledWith('wallet', next);
      expect(deps.reload).not.toHaveBeenCalled();
    });

    it('does not reload long after the click when the check is slower than the bound; the next navigation does', async () => {
      let answer: (registry: Registry) => void = () => undefined;
      const { watcher, deps, loaded } = setup({ fetchRegistry: jest.fn(() => new Promise<Registry>((resolve) => (answer = resolve))) });
      loaded.add('games');
      jest.advanceTimersByTime(NAVIGATION_POLL_MS);
      watcher.onNavigate();
      let waited = false;
      void watcher.whenChecked().then(() => (waited = true));
      await jest.advanceTimersByTimeAsync(CHECK_WAIT_MS - 1);
      expect(waited).toBe(false);
      await jest.advanceTimersByTimeAsync(1);
      expect(waited).toBe(true);
      answer({ games: { ...games, version: '2.0.0' }, wallet });
      await jest.advanceTimersByTimeAsync(0);
      expect(watcher.reloadPending).toBe(true);
      expect(deps.reload).not.toHaveBeenCalled();
      expect(watcher.onNavigate()).toBe(true);
      expect(deps.reload).toHaveBeenCalledTimes(1);
    });

    it('never reloads when the check finds nothing new', async () => {
      const { watcher, deps } = setup();
      for (let i = 0; i < 5; i++) {
        jest.advanceTimersByTime(NAVIGATION_POLL_MS);
        watcher.onNavigate();
        await jest.advanceTimersByTimeAsync(0);
      }
      expect(deps.fetchRegistry).toHaveBeenCalledTimes(5);
      expect(deps.reload).not.toHaveBeenCalled();
    });
  });
});
