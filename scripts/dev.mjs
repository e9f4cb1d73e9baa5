// Live development of every app together, with prefixed output. Ctrl-C stops them all.
//
// `pnpm dev`: the API (watch mode), the shell's and each remote's dev server; the browser renders
// every page. `pnpm dev --server-render`: what ships, rebuilt on every save: each app's production
// build (browser and server targets) in watch mode, and the API serving the site as `pnpm start`
// does, rendering the member pages on the server and publishing each remote's build as it settles.
import { spawn } from 'node:child_process';
import { readdirSync, existsSync } from 'node:fs';

const serverRender = process.argv.includes('--server-render');
const remotes = readdirSync('.').filter((dir) => dir.startsWith('remote-') && existsSync(`${dir}/package.json`));
const frontEnds = [{ name: 'shell', filter: '@casino/shell' }, ...remotes.map((dir) => ({ name: dir, filter: `./${dir}` }))];
const apps = serverRender
  ? [
      { name: 'api', filter: '@casino/api', command: ['run', 'dev:server-render'] },
      ...frontEnds.map((app) => ({ ...app, command: ['exec', 'casino-webpack', '--mode', 'production', '--watch'] })),
    ]
  : [{ name: 'api', filter: '@casino/api', command: ['run', 'dev'] }, ...frontEnds.map((app) => ({ ...app, command: ['run', 'dev'] }))];

function apiEnv() {
  // Browsers reach the site through the shell's dev server, which proxies the API.
  if (!serverRender) return { ...process.env, PUBLIC_ORIGIN: process.env.PUBLIC_ORIGIN ?? 'http://localhost:3000' };
  // The builds beside it keep both cores busy, and each new version's server code is loaded cold:
  // a render worker is replaced only after 10 s without answering, not production's 2 s.
  return { ...process.env, RENDER_STALL_MS: process.env.RENDER_STALL_MS ?? '10000' };
}

const children = apps.map(({ name, filter, command }) => {
  const env = name === 'api' ? apiEnv() : process.env;
  // A process group of its own: stopping reaches what pnpm started (tsx's watcher, webpack), not pnpm alone.
  const child = spawn('pnpm', ['--filter', filter, ...command], { stdio: ['ignore', 'pipe', 'pipe'], env, detached: true });
  const prefix = `[${name}]`.padEnd(16);
  const forward = (stream, out) =>
    stream.on('data', (chunk) => {
      for (const line of chunk.toString().split('\n')) if (line.trim()) out.write(`${prefix} ${line}\n`);
    });
  forward(child.stdout, process.stdout);
  forward(child.stderr, process.stderr);
  child.on('exit', (code) => process.stdout.write(`${prefix} exited with ${code}\n`));
  return child;
});

console.log(
  serverRender
    ? 'Site, rendered on the server: http://localhost:4000 (API docs: /docs). The first builds take a few minutes; each save rebuilds its app and the page shows it on reload.'
    : 'Shell: http://localhost:3000  API: http://localhost:4000  API docs: http://localhost:4000/docs',
);
const signal = (child, name) => {
  try {
    process.kill(-child.pid, name);
  } catch {
    // Already gone.
  }
};
const stop = () => {
  for (const child of children) signal(child, 'SIGTERM');
  // webpack in watch mode finishes the build it is running first (minutes, for the shell); the
  // builds and dev servers keep nothing, so they are ended. The API stops its database in its own time.
  setTimeout(() => {
    for (const child of children.slice(1)) signal(child, 'SIGKILL');
    process.exit(0);
  }, 3000);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
// A closed terminal reaches this process only: the others are in groups of their own.
process.on('SIGHUP', stop);
