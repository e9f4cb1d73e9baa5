import pg from 'pg';

/**
 * Direct access to the e2e site's embedded database, for what the product has no screen for yet
 * (activating the seeded non-closable popup). Credentials are the local-only cluster's own.
 */
export async function withSiteDb<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const port = Number(process.env.E2E_PG_PORT ?? 54331);
  const client = new pg.Client({ host: 'localhost', port, user: 'postgres', password: 'casino-local', database: 'casino' });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}
