import type { Config } from '../config/env';
import { embeddedIsRunning, embeddedUrl, startEmbeddedPostgres, type EmbeddedServer } from './embedded';
import { createDb, type Db } from './pool';

export interface OpenDatabase {
  db: Db;
  /** Where `db` connects, for a connection of one's own (LISTEN). */
  url: string;
  /** Where the data lives, for start-up logs (no password). */
  description: string;
  /** Closes the pool, then stops the embedded server if this process started one. */
  close(): Promise<void>;
}

/**
 * `DATABASE_URL` when set; otherwise an embedded PostgreSQL owned by this process. With
 * `joinRunning` (command-line tools), an embedded server the running site already started on the
 * same port is used instead of starting a second one on its data.
 */
export async function openDatabase(config: Config, options: { joinRunning?: boolean } = {}): Promise<OpenDatabase> {
  let embedded: EmbeddedServer | null = null;
  let url = config.databaseUrl;
  if (!url && options.joinRunning && (await embeddedIsRunning(config.pgPort, 'casino'))) url = embeddedUrl(config.pgPort, 'casino');
  if (!url) {
    embedded = await startEmbeddedPostgres({ dataDir: config.pgDataDir, port: config.pgPort, database: 'casino' });
    url = embedded.url;
  }
  const db = createDb(url);
  const parsed = new URL(url);
  return {
    db,
    url,
    description: embedded ? `embedded PostgreSQL on port ${config.pgPort}, data in ${config.pgDataDir}` : `PostgreSQL at ${parsed.host}${parsed.pathname}`,
    async close() {
      await db.destroy();
      await embedded?.stop();
    },
  };
}
