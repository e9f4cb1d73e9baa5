import { createTestLoader } from '../test/test-platform';
import { isFallbackModule } from './fallback-plugin';
import { RemoteLoader } from './remote-loader';
import { unavailableModule } from './unavailable-module';

const games = { games: { manifest: '/remotes/games/mf-manifest.json', version: '1.0.0' } };
const page = { default: () => null };

/** A module download the test settles by hand. */
function pending() {
  let settle: (module: unknown) => void = () => undefined;
  const promise = new Promise<unknown>((resolve) => (settle = resolve));
  return { promise, settle };
}

describe('RemoteLoader', () => {
  it('registers a remote afresh only for the download after a failure', async () => {
    let up = false;
    const { loader, runtime } = createTestLoader(games, { 'games/HomePage': async () => (up ? page : unavailableModule('games/HomePage', new Error('down'))) });
    expect(isFallbackModule(await loader.load('games', 'games/HomePage'))).toBe(true);
    expect(runtime.registerRemotes).toHaveBeenCalledTimes(1);
    up = true;
    expect(await loader.load('games', 'games/HomePage')).toBe(page);
    expect(runtime.registerRemotes).toHaveBeenCalledTimes(2);
    expect(runtime.registerRemotes).toHaveBeenLastCalledWith([{ name: 'games', entry: 'http://shell.test/remotes/games/mf-manifest.json?v=1.0.0' }], { force: true });
    await loader.load('games', 'games/SlotPage');
    expect(runtime.registerRemotes).toHaveBeenCalledTimes(2);
  });

  it('a failure that settles after a newer registration does not register the remote under a download in flight', async () => {
    const home = pending();
    const slot = pending();
    let casinoUp = false;
    const { loader, runtime } = createTestLoader(games, {
      'games/HomePage': () => home.promise,
      'games/SlotPage': () => slot.promise,
      'games/CasinoPage': async () => (casinoUp ? page : unavailableModule('games/CasinoPage', new Error('down'))),
    });
    // A preload of the slot page starts and will fail; the casino page fails at once.
    loader.preload('games', 'games/SlotPage');
    expect(isFallbackModule(await loader.load('games', 'games/CasinoPage'))).toBe(true);
    // The network is back: a retry registers afresh and starts downloading.
    casinoUp = true;
    const retry = loader.load('games', 'games/HomePage');
    await Promise.resolve();
    await Promise.resolve();
    expect(runtime.registerRemotes).toHaveBeenCalledTimes(2);
    // The old preload's failure arrives now: it must not mark the new registration as failed.
    slot.settle(unavailableModule('games/SlotPage', new Error('down')));
    await Promise.resolve();
    await loader.load('games', 'games/CasinoPage');
    expect(runtime.registerRemotes).toHaveBeenCalledTimes(2);
    home.settle(page);
    expect(await retry).toBe(page);
    expect(loader.isLoaded('games')).toBe(true);
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
    expect(runtime.registerRemotes).toHaveBeenCalledTimes(2);
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

describe('RemoteLoader before a retry', () => {
  it('lets the runtime forget the shared modules whose download failed', () => {
    const beforeRetry = jest.fn();
    const loader = new RemoteLoader({
      runtime: { registerRemotes: jest.fn(), loadRemote: jest.fn() },
      fetchRegistry: async () => games,
      unavailableModule,
      baseUrl: 'http://shell.test/',
      beforeRetry,
    });
    loader.reset('games');
    expect(beforeRetry).toHaveBeenCalledTimes(1);
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
    expect(runtime.registerRemotes).toHaveBeenCalledTimes(2);
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
