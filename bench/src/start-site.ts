import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '../..');

/** Starts the built site on a fresh seeded database and resolves once it answers. */
export async function startSite(port: number, name: string, pgPort: number, env: Record<string, string> = {}): Promise<{ url: string; pid: number; stop: () => Promise<void> }> {
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
