import { MemberPagePaths } from './member-page-paths';

test('the home page first, then the first link to each other server-rendered route, each route once', () => {
  const paths = new MemberPagePaths(['/', '/game/:type', '/game/:type/:brand', '*']);
  expect(paths.next()).toBe('/');
  expect(paths.next()).toBeNull();

  paths.readLinks('<a href="/">Home</a><a class="x" href="/game/casino">Casino</a><a href="/game/slot">Slot</a><a href="/partner">Partners</a><a href="https://elsewhere.test/game/x">x</a>');
  expect(paths.next()).toBe('/game/casino');
  expect(paths.next()).toBeNull();

  paths.readLinks('<a href="/game/casino/pearl-casino?x=1">Pearl</a><a href="/game/casino/royal">Royal</a>');
  expect(paths.next()).toBe('/game/casino/pearl-casino');
  expect(paths.next()).toBeNull();
  expect(paths.unreached()).toEqual([]);
});

test('a page without links leaves only the home page', () => {
  const paths = new MemberPagePaths(['/', '/game/:type']);
  paths.readLinks('<main>nothing here</main>');
  expect([paths.next(), paths.next()]).toEqual(['/', null]);
  expect(paths.unreached()).toEqual(['/game/:type']);
});
