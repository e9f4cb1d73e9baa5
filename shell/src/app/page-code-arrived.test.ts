import { createTestLoader } from '../test/test-platform';
import { pageCodeArrived } from './page-code-arrived';

const games = { games: { manifest: '/remotes/games/0.3.0/mf-manifest.json', version: '0.3.0' } };
const page = { default: () => null };

afterEach(() => jest.useRealTimers());

test("a page's remote code that arrives in time: hydrate", async () => {
  const { loader } = createTestLoader(games, { 'games/GameTypePage': async () => page });
  await expect(pageCodeArrived(loader, '/game/slot', 2500)).resolves.toBe(true);
  // The slot then finds it without waiting.
  expect(loader.peek('games/GameTypePage')).toBe(page);
});

test('a page of the shell`s own needs no remote code', async () => {
  const { loader, runtime } = createTestLoader(games);
  await expect(pageCodeArrived(loader, '/no/such/page', 2500)).resolves.toBe(true);
  expect(runtime.loadRemote).not.toHaveBeenCalled();
});

test('a remote that fails, or is not deployed: render afresh (the retry box)', async () => {
  const failing = createTestLoader(games, { 'games/HomePage': async () => Promise.reject(new Error('504')) });
  await expect(pageCodeArrived(failing.loader, '/', 2500)).resolves.toBe(false);
  const missing = createTestLoader({});
  await expect(pageCodeArrived(missing.loader, '/', 2500)).resolves.toBe(false);
});

test('a remote later than the wait: render afresh (the spinner, then its code takes its place)', async () => {
  jest.useFakeTimers();
  const { loader } = createTestLoader(games, { 'games/HomePage': () => new Promise(() => undefined) });
  const answer = pageCodeArrived(loader, '/', 2500);
  await jest.advanceTimersByTimeAsync(2500);
  await expect(answer).resolves.toBe(false);
});
