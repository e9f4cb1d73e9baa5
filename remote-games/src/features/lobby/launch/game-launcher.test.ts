import type { DataOf, playGame } from '@casino/contract';
import { ApiError, type HttpClient } from '@casino/platform';
import { GameLauncher, REDIRECT_PATH, type GameLauncherOptions } from './game-launcher';

/** A game window the test controls: the player "closes" it by setting `closed`. */
function fakeWindow() {
  return { closed: false, opener: {} as unknown, location: { replace: jest.fn() }, close: jest.fn() };
}
type FakeWindow = ReturnType<typeof fakeWindow>;

/** An http client whose playGame answer the test settles. */
function deferredHttp() {
  const calls: unknown[] = [];
  let settle: { resolve: (data: DataOf<typeof playGame>) => void; reject: (error: unknown) => void } = { resolve: () => {}, reject: () => {} };
  const http = {
    call: (_endpoint: unknown, options: unknown) => {
      calls.push(options);
      return new Promise((resolve, reject) => (settle = { resolve, reject }));
    },
  } as unknown as HttpClient;
  return { http, calls, resolve: (url: string) => settle.resolve({ url }), reject: (error: unknown) => settle.reject(error) };
}

function makeLauncher(overrides: Partial<GameLauncherOptions> = {}) {
  const api = deferredHttp();
  const win = fakeWindow();
  const openWindow = jest.fn((): FakeWindow | null => win);
  const onGameClosed = jest.fn();
  const launcher = new GameLauncher({
    http: api.http,
    isSignedIn: () => true,
    onGameClosed,
    openWindow: openWindow as unknown as (url: string) => Window | null,
    pollMs: 500,
    ...overrides,
  });
  return { launcher, api, win, openWindow, onGameClosed };
}

afterEach(() => jest.useRealTimers());

test('opens the redirect window before asking for the URL, then sends the window there', async () => {
  const { launcher, api, win, openWindow } = makeLauncher();
  const launching = launcher.launch(42);

  // Synchronously, inside the click: the window is open and cut off from this page.
  expect(openWindow).toHaveBeenCalledWith(REDIRECT_PATH);
  expect(win.opener).toBeNull();
  expect(launcher.launchingId).toBe(42);
  expect(api.calls).toEqual([{ body: { game_id: 42 } }]);

  api.resolve('https://provider.example/play?s=1');
  await expect(launching).resolves.toEqual({ outcome: 'launched' });
  expect(win.location.replace).toHaveBeenCalledWith('https://provider.example/play?s=1');
  expect(win.close).not.toHaveBeenCalled();
  expect(launcher.launchingId).toBeNull();
  win.closed = true;
});

test('signed out: no window, no call', async () => {
  const { launcher, api, openWindow } = makeLauncher({ isSignedIn: () => false });
  await expect(launcher.launch(1)).resolves.toEqual({ outcome: 'signed-out' });
  expect(openWindow).not.toHaveBeenCalled();
  expect(api.calls).toHaveLength(0);
});

test('a blocked popup asks nothing of the server', async () => {
  const { launcher, api } = makeLauncher({ openWindow: () => null });
  await expect(launcher.launch(1)).resolves.toEqual({ outcome: 'popup-blocked' });
  expect(api.calls).toHaveLength(0);
  expect(launcher.launchingId).toBeNull();
});

test('a second launch while one is on its way does nothing', async () => {
  const { launcher, api, openWindow, win } = makeLauncher();
  const first = launcher.launch(1);
  await expect(launcher.launch(1)).resolves.toEqual({ outcome: 'busy' });
  await expect(launcher.launch(2)).resolves.toEqual({ outcome: 'busy' });
  expect(openWindow).toHaveBeenCalledTimes(1);
  expect(api.calls).toHaveLength(1);
  api.resolve('https://provider.example/1');
  await first;
  win.closed = true;
});

test("a failure closes the window and hands on the server's message", async () => {
  const { launcher, api, win } = makeLauncher();
  const launching = launcher.launch(1);
  api.reject(new ApiError(403, 'FORBIDDEN', '이 게임에 접근할 권한이 없습니다'));
  await expect(launching).resolves.toEqual({ outcome: 'failed', message: '이 게임에 접근할 권한이 없습니다' });
  expect(win.close).toHaveBeenCalled();
  expect(launcher.launchingId).toBeNull();
});

test('a failure that is not an ApiError carries no message to show', async () => {
  const { launcher, api, win } = makeLauncher();
  const launching = launcher.launch(1);
  api.reject(new TypeError('x is undefined'));
  await expect(launching).resolves.toEqual({ outcome: 'failed', message: null });
  expect(win.close).toHaveBeenCalled();
});

test('a window the player closed before the URL came is left alone and not watched', async () => {
  jest.useFakeTimers();
  const { launcher, api, win, onGameClosed } = makeLauncher();
  const launching = launcher.launch(1);
  win.closed = true;
  api.resolve('https://provider.example/1');
  await expect(launching).resolves.toEqual({ outcome: 'cancelled' });
  expect(win.location.replace).not.toHaveBeenCalled();
  jest.advanceTimersByTime(2000);
  expect(onGameClosed).not.toHaveBeenCalled();
});

test('the game window closing calls onGameClosed once', async () => {
  jest.useFakeTimers();
  const { launcher, api, win, onGameClosed } = makeLauncher();
  const launching = launcher.launch(1);
  api.resolve('https://provider.example/1');
  await launching;

  jest.advanceTimersByTime(3000);
  expect(onGameClosed).not.toHaveBeenCalled();
  win.closed = true;
  jest.advanceTimersByTime(500);
  expect(onGameClosed).toHaveBeenCalledTimes(1);
  jest.advanceTimersByTime(3000);
  expect(onGameClosed).toHaveBeenCalledTimes(1);
});
