import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { serverSmokeChecker } from './server-smoke-check';

// A shell server build whose pages link on (home -> lobbies -> a brand), one of them failing for members, one
// leaving its remote area to the browser for members (the page still answers 200).
const SHELL_RENDER = `
const page = (status, markup) => ({ status, head: '', title: 't', markup, state: {} });
exports.render = async (request) => {
  const games = request.registry.remotes.games.version;
  if (games !== '2.0.0' || !require('node:fs').existsSync(request.releasesDir + '/games/2.0.0/server/remote.cjs')) throw new Error('not the candidate: ' + games);
  if (request.path === '/' && request.cookie) return { ...page(200, '<main></main>'), leftToBrowser: 'games/HomePage cannot be rendered on the server: no data' };
  if (request.path === '/') return page(200, '<a href="/game/slot">Slot</a><a href="/game/casino">Casino</a>');
  if (request.path === '/game/slot') return page(200, '<a href="/game/slot/neon-reels">Neon</a>');
  if (request.path === '/game/slot/neon-reels') {
    if (request.cookie && request.cookie.includes('token=')) throw new Error('the brand lobby breaks for members');
    return page(200, '<main>Neon</main>');
  }
  return page(404, '<main>not found</main>');
};`;

let dir: string;
let site: Server;
let siteOrigin: string;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'server-smoke-'));
  mkdirSync(path.join(dir, 'shell/server'), { recursive: true });
  writeFileSync(path.join(dir, 'shell/routes.json'), JSON.stringify({ paths: [], serverRendered: ['/', '/game/:type', '/game/:type/:brand', '*'] }));
  writeFileSync(path.join(dir, 'shell/server/render.cjs'), SHELL_RENDER);
  mkdirSync(path.join(dir, 'releases/games/2.0.0/server'), { recursive: true });
  writeFileSync(path.join(dir, 'releases/games/2.0.0/server/remote.cjs'), '');
  // The running site as the check reaches it: its registry and its log-in.
  site = createServer((request, response) => {
    if (request.url === '/remotes.json') return void response.end(JSON.stringify({ remotes: { games: { manifest: '/remotes/games/1.0.0/mf-manifest.json', version: '1.0.0' } } }));
    if (request.url === '/api/v1/core/auth/login' && request.method === 'POST') {
      response.setHeader('set-cookie', ['token=t0ken; HttpOnly; Path=/', 'signed_in=1; Path=/']);
      return void response.end(JSON.stringify({ data: { token: 't0ken' } }));
    }
    response.statusCode = 404;
    response.end('{}');
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  siteOrigin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => site.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

const checker = () => serverSmokeChecker(siteOrigin, { releasesDir: path.join(dir, 'releases'), shellDist: path.join(dir, 'shell'), member: { username: 'member1', password: 'pw' } });

test('renders each server-rendered route, found by following the pages` links, with the candidate, as a guest and as the member', async () => {
  const problems = await checker()({ remote: 'games', version: '2.0.0', manifest: '/remotes/games/2.0.0/mf-manifest.json', modules: ['./HomePage'] });
  expect(problems).toEqual([
    'server render of / (member member1): games/HomePage cannot be rendered on the server: no data',
    'server render of /game/slot/neon-reels (member member1): the brand lobby breaks for members',
  ]);
}, 60_000);

test('a version without a server build has nothing to check on the server, unless the live version renders its pages there', async () => {
  await expect(checker()({ remote: 'partner', version: '1.0.0', manifest: '/remotes/partner/1.0.0/mf-manifest.json', modules: ['./Statement'] })).resolves.toEqual([]);
  // games 1.0.0 is live (the site's registry) with its server build: a version without one would lose the pages' server render.
  mkdirSync(path.join(dir, 'releases/games/1.0.0/server'), { recursive: true });
  writeFileSync(path.join(dir, 'releases/games/1.0.0/server/remote.cjs'), '');
  await expect(checker()({ remote: 'games', version: '3.0.0', manifest: '/remotes/games/3.0.0/mf-manifest.json', modules: ['./HomePage'] })).resolves.toEqual([
    'server render: games 3.0.0 has no server build, though the live 1.0.0 renders its pages on the server',
  ]);
});
