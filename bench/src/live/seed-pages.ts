import { createHash, randomBytes } from 'node:crypto';
import pg from 'pg';

export interface PageSession {
  userId: number;
  token: string;
}

/**
 * `count` members under agency1, each with its ledger accounts and one session whose token the
 * bench holds: one open page each, so an event for a member reaches exactly one page. In
 * set-based SQL (signing up 10,000 members through the API would take the bench's minutes).
 */
export async function seedPageSessions(pgUrl: string, count: number): Promise<PageSession[]> {
  const db = new pg.Client({ connectionString: pgUrl });
  await db.connect();
  try {
    await db.query('BEGIN');
    const { rows: members } = await db.query<{ id: string }>(
      `INSERT INTO users (username, nickname, role, level, parent_id, phone, bank_name, account_number, password_hash, withdraw_password_hash)
       SELECT 'live' || n, '실시간' || n, 'member', 'member', a.id, '010-1111-2222', '신한은행', '110-000-000000', a.password_hash, a.withdraw_password_hash
       FROM generate_series(1, $1::int) n, (SELECT id, password_hash, withdraw_password_hash FROM users WHERE username = 'agency1') a
       RETURNING id`,
      [count],
    );
    await db.query(
      `INSERT INTO ledger_accounts (user_id, kind, lock_rank)
       SELECT u.id, k.kind, 0 FROM unnest($1::bigint[]) u(id), (VALUES ('member_cash'), ('member_credit'), ('rolling_point'), ('withdraw_hold')) k(kind)`,
      [members.map((m) => m.id)],
    );
    const pages = members.map((m) => ({ userId: Number(m.id), token: randomBytes(32).toString('base64url') }));
    await db.query(
      `INSERT INTO sessions (token_hash, user_id, ip, user_agent, expires_at)
       SELECT h, u, '127.0.0.1', 'bench:live', now() + interval '1 day' FROM unnest($1::bytea[], $2::bigint[]) s(h, u)`,
      [pages.map((p) => createHash('sha256').update(p.token, 'utf8').digest()), pages.map((p) => p.userId)],
    );
    await db.query('COMMIT');
    await db.query('VACUUM ANALYZE users, ledger_accounts, sessions');
    return pages;
  } finally {
    await db.end();
  }
}
