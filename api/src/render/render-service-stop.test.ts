import { fork } from 'node:child_process';
import path from 'node:path';
import { API_DIR } from '../config/paths';

/** The service's own output, from its start to its end by SIGTERM while the workers' threads are busy with renders. */
async function outputOfAStop(): Promise<{ output: string; code: number | null }> {
  const child = fork(path.join(API_DIR, 'src/render/render-service-main.ts'), [], {
    execArgv: ['--import', 'tsx'],
    cwd: API_DIR,
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    env: { ...process.env, RENDER_ENTRY: path.join(API_DIR, 'test/render-fixture-host.cjs'), RELEASES_DIR: '/srv/releases', RENDER_WORKERS: '2', RENDER_STALL_MS: '2000' },
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const port = await new Promise<number>((resolve) => child.on('message', (message: { type?: string; port?: number }) => message.type === 'ready' && resolve(message.port!)));
  const render = (page: string) => fetch(`http://127.0.0.1:${port}/render`, { method: 'POST', body: JSON.stringify({ path: page, language: 'en', nonce: 'bm9uY2Vub25jZW5vbmNl', apiOrigin: 'http://127.0.0.1:1', registry: {} }) });
  expect((await render('/')).status).toBe(200);
  // Both workers' threads taken for a while: they come to the stop after the primary has gone.
  const busy = Promise.all(Array.from({ length: 8 }, () => render('/busy').catch(() => null)));
  await new Promise((resolve) => setTimeout(resolve, 100));
  const code = await new Promise<number | null>((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
  // The workers outlive the primary by a moment; what they write then still comes through the pipes.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  await busy;
  return { output, code };
}

describe('the render service stopped', () => {
  it('ends its workers without an error (the primary is gone before a worker says its server closed)', async () => {
    const { output, code } = await outputOfAStop();
    expect(code).toBe(0);
    expect(output).toContain('Render service ready');
    expect(output).not.toMatch(/EPIPE|Unhandled|Error/);
  });
});
