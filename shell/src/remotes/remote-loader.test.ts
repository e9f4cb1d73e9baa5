import { createTestLoader } from '../test/test-platform';
import { isFallbackModule } from './fallback-module';
import { unavailableModule } from './unavailable-module';

const games = { games: { manifest: '/remotes/games/mf-manifest.json', version: '1.0.0' } };
const page = { default: () => null };

/** Lets every promise settled so far run its callbacks. */
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A module download the test settles by hand. */
function pending() {
  let settle: (module: unknown) => void = () => undefined;
  const promise = new Promise<unknown>((resolve) => (settle = resolve));
  return { promise, settle };
}

describe('RemoteLoader', () => {
  it('after a failure the next download asks the runtime again, registering the remote once', async () => {
    let up = false;
    const { loader, runtime } = createTestLoader(games, { 'games/HomePage': async () => (up ? page : unavailableModule('games/HomePage', new Error('down'))) });
    expect(isFallbackModule(await loader.load('games', 'games/HomePage'))).toBe(true);
    up = true;
    expect(await loader.load('games', 'games/HomePage')).toBe(page);
    expect(runtime.loadRemote).toHaveBeenCalledTimes(2);
    expect(runtime.registerRemotes).toHaveBeenCalledTimes(1);
    expect(runtime.registerRemotes).toHaveBeenCalledWith([{ name: 'games', manifest: 'http://shell.test/remotes/games/mf-manifest.json?v=1.0.0' }]);
  });

  it('a failure of the version before a new registration leaves the new one free to preload', async () => {
    const slot = pending();
    const { loader, runtime } = createTestLoader(games, { 'games/SlotPage': () => slot.promise, 'games/HomePage': async () => page });
    loader.preload('games', 'games/SlotPage');
    await flush();
    expect(runtime.loadRemote).toHaveBeenCalledWith('games/SlotPage');
    // A new version is deployed while the old one's preload is in flight; then that preload fails.
    loader.register('games', { manifest: '/remotes/games/2/mf-manifest.json', version: '2.0.0' });
    slot.settle(unavailableModule('games/SlotPage', new Error('down')));
    await flush();
    loader.preload('games', 'games/HomePage');
    await flush();
    expect(runtime.loadRemote).toHaveBeenCalledWith('games/HomePage');
  });

  it('a thrown download counts as a failure too', async () => {
    let up = false;
    const { loader, runtime } = createTestLoader(games, {
      'games/HomePage': async () => {
        if (!up) throw new Error('script error');
        return page;
      },
    });
    expect(isFallbackModule(await loader.load('games', 'games/HomePage'))).toBe(true);
    up = true;
    expect(await loader.load('games', 'games/HomePage')).toBe(page);
    expect(runtime.loadRemote).toHaveBeenCalledTimes(2);
  });

  it('a slot retrying a download still in flight shares it instead of registering again', async () => {
    const home = pending();
    const { loader, runtime } = createTestLoader(games, { 'games/HomePage': () => home.promise });
    const first = loader.load('games', 'games/HomePage');
    loader.reset('games');
    const second = loader.load('games', 'games/HomePage');
    expect(second).toBe(first);
    home.settle(page);
    expect(await second).toBe(page);
    expect(runtime.registerRemotes).toHaveBeenCalledTimes(1);
  });
});

describe('RemoteLoader after a failed preload of the page', () => {
  it('tries again at once while a try failed on a stale preload, and stops at a real failure', async () => {
    const stale = [true, false];
    let tries = 0;
    const failedPreloads = { mark: () => tries, staleSince: () => stale[tries - 1] ?? false };
    const { loader } = createTestLoader(games, {
      'games/HomePage': async () => {
        tries += 1;
        return unavailableModule('games/HomePage', new Error('script failed'));
      },
    }, 2_500, failedPreloads);
    expect(isFallbackModule(await loader.load('games', 'games/HomePage'))).toBe(true);
    expect(tries).toBe(2);
  });

  it('a try after a stale failure gets the module', async () => {
    let tries = 0;
    const failedPreloads = { mark: () => tries, staleSince: () => tries === 1 };
    const { loader, runtime } = createTestLoader(games, {
      'games/HomePage': async () => {
        tries += 1;
        if (tries === 1) throw new Error('script failed');
        return page;
      },
    }, 2_500, failedPreloads);
    expect(await loader.load('games', 'games/HomePage')).toBe(page);
    expect(runtime.loadRemote).toHaveBeenCalledTimes(2);
  });

  it('does not preload a remote whose last download failed; a slot still asks for it', async () => {
    let up = false;
    const { loader, runtime } = createTestLoader(games, { 'games/HomePage': async () => (up ? page : unavailableModule('games/HomePage', new Error('down'))) });
    await loader.load('games', 'games/HomePage');
    up = true;
    loader.preload('games', 'games/SlotPage');
    expect(runtime.loadRemote).toHaveBeenCalledTimes(1);
    expect(await loader.load('games', 'games/HomePage')).toBe(page);
  });
});
