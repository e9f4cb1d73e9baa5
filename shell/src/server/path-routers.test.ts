import { PathRouters } from './path-routers';

test('gives every render of a path the same router, at that path', () => {
  const routers = new PathRouters();
  const home = routers.at('/');
  expect(routers.at('/')).toBe(home);
  expect(home.state.location.pathname).toBe('/');
  const lobby = routers.at('/game/slot');
  expect(lobby).not.toBe(home);
  expect(lobby.state.location.pathname).toBe('/game/slot');
  expect(lobby.state.matches.at(-1)?.route.path).toBe('/game/:type');
});

test('keeps at most its limit of paths, dropping the oldest', () => {
  const routers = new PathRouters(2);
  const first = routers.at('/nowhere-1');
  routers.at('/nowhere-2');
  routers.at('/nowhere-3');
  expect(routers.size).toBe(2);
  expect(routers.at('/nowhere-1')).not.toBe(first);
  expect(routers.at('/nowhere-1').state.location.pathname).toBe('/nowhere-1');
});
