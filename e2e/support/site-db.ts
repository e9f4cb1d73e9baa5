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

/** Game credit for `username`, paid by the house in one balanced posting (a test member has no cash to convert). */
export async function fundCredit(username: string, amount: number): Promise<void> {
  await withSiteDb((db) =>
    db.query(
      `SELECT ledger_post('e2e_fund', NULL, 'e2e game credit',
         ARRAY[(SELECT id FROM ledger_accounts WHERE kind = 'house'), (SELECT a.id FROM ledger_accounts a JOIN users u ON u.id = a.user_id WHERE u.username = $1 AND a.kind = 'member_credit')],
         ARRAY[-$2::bigint, $2::bigint])`,
      [username, amount],
    ),
  );
}
