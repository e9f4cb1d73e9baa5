import { fork, type ChildProcess } from 'node:child_process';

export interface RenderServiceProcess {
  /** `http://127.0.0.1:<port>`, where the service answers `POST /render`. */
  url: string;
  stop(): Promise<void>;
}

export interface StartRenderServiceOptions {
  /** The service's program: `dist/render-service.js` in production, its source under tsx in tests. */
  script: string;
  execArgv?: string[];
  /** Where `execArgv`'s `--import` finds its package (the API's folder). */
  cwd?: string;
  env: Record<string, string>;
  /** How long to wait for its first worker to listen. */
  readyTimeoutMs?: number;
}

/** Forks the render service and resolves once a worker listens; rejects if it exits or stays silent first. */
export function startRenderService({ script, execArgv = [], cwd, env, readyTimeoutMs = 30_000 }: StartRenderServiceOptions): Promise<RenderServiceProcess> {
  const child = fork(script, [], { execArgv, cwd, env: { ...process.env, ...env }, stdio: 'inherit' });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => fail(new Error(`the render service did not start within ${readyTimeoutMs} ms`)), readyTimeoutMs);
    const onExit = (code: number | null) => fail(new Error(`the render service exited (code ${code}) before it was ready`));
    function fail(error: Error) {
      clearTimeout(timer);
      child.off('exit', onExit);
      child.kill('SIGKILL');
      reject(error);
    }
    child.once('exit', onExit);
    child.on('message', (message: { type?: string; port?: number }) => {
      if (message.type !== 'ready' || !message.port) return;
      clearTimeout(timer);
      child.off('exit', onExit);
      resolve({ url: `http://127.0.0.1:${message.port}`, stop: () => stopChild(child) });
    });
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
