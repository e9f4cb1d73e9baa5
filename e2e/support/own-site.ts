import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';

const SERVE_FRESH = path.resolve(__dirname, '../../scripts/serve-fresh.mjs');

export interface OwnSiteOptions {
  /** Its data folders (`.data/<name>-*`), apart from the suite's site. */
  name: string;
  port: number;
  pgPort: number;
}

/**
 * A site of a test's own (the production build served by the API, as the suite's web server
 * serves it), which the test may stop and start again on the same data: `scripts/serve-fresh.mjs`
 * with `FRESH_KEEP=1` for every start after the first.
 */
export class OwnSite {
  private process: ChildProcess | null = null;
  private log = '';
  private starts = 0;

  constructor(private readonly options: OwnSiteOptions) {}

  get url(): string {
    return `http://localhost:${this.options.port}`;
  }

  /** Starts the site (fresh the first time, on its data after) and waits until the API answers. */
  async start(timeoutMs = 120_000): Promise<void> {
    const { name, port, pgPort } = this.options;
    const keep = this.starts > 0 ? { FRESH_KEEP: '1' } : {};
    this.starts += 1;
    const child = spawn(process.execPath, [SERVE_FRESH], {
      env: { ...process.env, PORT: String(port), FRESH_NAME: name, FRESH_PG_PORT: String(pgPort), ...keep },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      this.log = (this.log + chunk.toString()).slice(-4_000);
    });
    this.process = child;
    const exited = once(child, 'exit').then(([code]) => {
      throw new Error(`the site stopped while starting (exit ${String(code)}): ${this.log}`);
    });
    await Promise.race([this.whenAnswering(timeoutMs), exited]);
    exited.catch(() => undefined);
  }

  /** Stops the API (SIGTERM: it closes HTTP, then its PostgreSQL) and waits until it is gone. */
  async stop(): Promise<void> {
    const child = this.process;
    this.process = null;
    if (!child || child.exitCode !== null) return;
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    await exited;
  }

  private async whenAnswering(timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const answered = await fetch(`${this.url}/api/v1/core/ping`, { signal: AbortSignal.timeout(1_000) }).then(
        (response) => response.ok,
        () => false,
      );
      if (answered) return;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`the site on ${this.url} did not answer within ${timeoutMs} ms: ${this.log}`);
  }
}
