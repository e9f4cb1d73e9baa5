// Live development of every app together: the API (watch mode), the shell and each remote's
// dev server, with prefixed output. Ctrl-C stops them all.
import { spawn } from 'node:child_process';
import { readdirSync, existsSync } from 'node:fs';

const remotes = readdirSync('.').filter((dir) => dir.startsWith('remote-') && existsSync(`${dir}/package.json`));
const apps = [
  { name: 'api', filter: '@casino/api', script: 'dev' },
  { name: 'shell', filter: '@casino/shell', script: 'dev' },
  ...remotes.map((dir) => ({ name: dir, filter: `./${dir}`, script: 'dev' })),
];

const children = apps.map(({ name, filter, script }) => {
  // Browsers reach the site through the shell's dev server, which proxies the API.
  const env = name === 'api' ? { ...process.env, PUBLIC_ORIGIN: process.env.PUBLIC_ORIGIN ?? 'http://localhost:3000' } : process.env;
  const child = spawn('pnpm', ['--filter', filter, 'run', script], { stdio: ['ignore', 'pipe', 'pipe'], env });
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

console.log('Shell: http://localhost:3000  API: http://localhost:4000  API docs: http://localhost:4000/docs');
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
