import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '../..');

/** Whether something already listens on `port` (another run's site, say). */
function portTaken(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Starts the built site on a fresh seeded database and resolves once it answers. */
export async function startSite(port: number, name: string, pgPort: number, env: Record<string, string> = {}): Promise<{ url: string; pid: number; stop: () => Promise<void> }> {
  // Otherwise the ping below would find the other process's site and the bench would measure it.
  for (const taken of [port, pgPort]) {
    if (await portTaken(taken)) throw new Error(`port ${taken} is already in use (another bench or test run?): stop it first`);
  }
  const child: ChildProcess = spawn('node', ['scripts/serve-fresh.mjs'], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...env, PORT: String(port), FRESH_NAME: name, FRESH_PG_PORT: String(pgPort) },
  });
  // Whatever ends the bench (an error it did not catch included), the site and its database go with it.
  const stopOnExit = () => child.kill('SIGTERM');
  process.on('exit', stopOnExit);
  const url = `http://localhost:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the site exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/v1/core/ping`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('the site did not start within 120 s');
    await new Promise((r) => setTimeout(r, 300));
  }
  const stop = () =>
    new Promise<void>((resolve) => {
      process.off('exit', stopOnExit);
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return { url, pid: child.pid!, stop };
}
