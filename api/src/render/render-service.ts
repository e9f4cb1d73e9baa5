import cluster, { type Worker } from 'node:cluster';
import { createServer, type AddressInfo } from 'node:net';
import { HostRenderEntry } from './host-render-module';
import { createRenderServer } from './render-worker';

/**
 * The render service: a primary that holds no page code and `workers` processes that render,
 * all listening on one loopback port (the cluster shares it). A remote's server code runs only in
 * the workers, never in the API process that moves money. Each worker says it is alive every
 * `HEARTBEAT_MS`; one silent for `stallMs` (a render that never yields the thread: a hung remote)
 * is killed and replaced, so a hang costs the pages in flight on that worker and nothing else.
 *
 * Started by the API (`startRenderService`), which reads `{ type: 'ready', port }` from it.
 */
export interface RenderServiceOptions {
  port: number;
  workers: number;
  stallMs: number;
  entryFile: string;
  releasesDir: string;
  hardLimitMs: number;
}

export const HEARTBEAT_MS = 100;
const RESTART_DELAY_MS = 100;

export function runRenderService(options: RenderServiceOptions): void {
  if (cluster.isPrimary) void runPrimary(options);
  else runWorker(options);
}

async function runPrimary(options: RenderServiceOptions) {
  const lastSeen = new Map<Worker, number>();
  // Every worker, a replacement too, listens on one port chosen up front: the cluster keys its
  // shared socket by the port asked for, and a replacement asking for 0 after all workers died
  // would get another one.
  const port = options.port || (await freeLoopbackPort());
  let ready = false;
  let stopping = false;

  const fork = () => {
    const worker = cluster.fork({ RENDER_PORT: String(port) });
    // Watched from its first word on: starting (loading its code) is not a stall.
    worker.on('message', (message: { type?: string }) => {
      lastSeen.set(worker, Date.now());
      if (message.type === 'listening' && !ready) {
        ready = true;
        tellParent({ type: 'ready', port });
        console.log(`Render service ready on 127.0.0.1:${port} (${options.workers} workers)`);
      }
    });
  };
  cluster.on('exit', (worker) => {
    lastSeen.delete(worker);
    // A worker that cannot start (a broken build) is not restarted in a tight loop.
    if (!stopping) setTimeout(fork, RESTART_DELAY_MS);
  });
  for (let i = 0; i < options.workers; i += 1) fork();

  const watchdog = setInterval(() => {
    const now = Date.now();
    for (const [worker, seen] of lastSeen) {
      if (now - seen > options.stallMs && !worker.isDead()) {
        console.warn(`render worker ${worker.process.pid} stalled for ${now - seen} ms: replaced`);
        lastSeen.delete(worker);
        worker.process.kill('SIGKILL');
      }
    }
  }, HEARTBEAT_MS);

  const stop = () => {
    stopping = true;
    clearInterval(watchdog);
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    process.exit(0);
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  // The API that started the service is gone: so is the service.
  process.on('disconnect', stop);
}

function runWorker(options: RenderServiceOptions) {
  const entry = new HostRenderEntry(options.entryFile);
  // Loaded before the worker says a word: requiring the shell's build and its libraries takes
  // the thread for a second or more, which must not count as a stalled render.
  try {
    entry.get();
  } catch (error) {
    console.error(`render worker ${process.pid}: ${error instanceof Error ? error.message : String(error)} (each render will try again)`);
  }
  const server = createRenderServer(options, entry);
  server.once('error', (error) => {
    console.error(`render worker ${process.pid}: ${error.message}`);
    process.exit(1);
  });
  server.listen(options.port, '127.0.0.1', () => tellParent({ type: 'listening' }));
  setInterval(() => tellParent({ type: 'alive' }), HEARTBEAT_MS).unref();
  process.on('SIGTERM', () => server.close(() => process.exit(0)));
  // The primary exits as it stops its workers: a worker busy then comes to its stop later, and
  // its server's word to the primary that it closed finds the channel gone. Nothing is left to tell.
  cluster.worker?.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') throw error;
    process.exit(0);
  });
}

/**
 * A message to the process that started this one. While it is stopping the channel may already be
 * closed: the write's EPIPE is this process's cue to follow, not an uncaught error.
 */
function tellParent(message: object) {
  if (process.connected) process.send?.(message, undefined, undefined, () => undefined);
}

function freeLoopbackPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
