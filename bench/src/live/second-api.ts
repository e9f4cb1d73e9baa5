import { spawn } from 'node:child_process';
import path from 'node:path';

const apiDir = path.resolve(__dirname, '../../../api');

/**
 * A second API process on the first one's database (no embedded server of its own), as a second
 * machine behind a load balancer would run: the events it hears come through PostgreSQL only.
 */
export async function startSecondApi(port: number, databaseUrl: string, releasesDir: string): Promise<{ url: string; pid: number; stop: () => Promise<void> }> {
  const child = spawn(process.execPath, ['dist/server.js'], {
    cwd: apiDir,
    stdio: ['ignore', 'ignore', 'inherit'],
    // The first process's published remotes, as a second machine would share them.
    env: { ...process.env, PORT: String(port), DATABASE_URL: databaseUrl, RELEASES_DIR: releasesDir, LOG_LEVEL: 'warn' },
  });
  const stopOnExit = () => child.kill('SIGTERM');
  process.on('exit', stopOnExit);
  const url = `http://localhost:${port}`;
  const deadline = performance.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the second API exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/v1/core/ping`)).ok) break;
    } catch {
      // not listening yet
    }
    if (performance.now() > deadline) throw new Error('the second API did not start within 60 s');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    pid: child.pid!,
    stop: () =>
      new Promise<void>((resolve) => {
        process.off('exit', stopOnExit);
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
