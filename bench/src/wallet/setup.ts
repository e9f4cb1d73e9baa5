// Prepares the load, unmeasured: members signed up through the public API, funded with game
// credit by a balanced ledger posting from the house, and one game session (and its login session) each.
import { createHash, randomBytes } from 'node:crypto';
import pg from 'pg';

export interface Player {
  username: string;
  /** The game session token a provider would be given at launch. */
  session: string;
}

const REFERRAL_CODES = ['AGENCY1', 'AGENCY2'];

async function register(baseUrl: string, username: string, i: number): Promise<void> {
  const body = {
    referral_code: REFERRAL_CODES[i % REFERRAL_CODES.length],
    username,
    password: 'bench1234',
    password_confirm: 'bench1234',
    nickname: `bench ${i}`,
    withdraw_password: '1234',
    withdraw_password_confirm: '1234',
    phone: `010-0000-${String(i).padStart(4, '0')}`,
    bank_name: 'Bench Bank',
    account_number: `100-${String(i).padStart(6, '0')}`,
  };
  const res = await fetch(`${baseUrl}/api/v1/core/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`register ${username}: ${res.status} ${await res.text()}`);
}

/** Signs `count` members up (a few at a time: each sign-up hashes two passwords), funds and seats them. */
export async function preparePlayers(baseUrl: string, pgUrl: string, count: number, credit: number): Promise<Player[]> {
  const prefix = `b${randomBytes(3).toString('hex')}`;
  const usernames = Array.from({ length: count }, (_, i) => `${prefix}${i}`);
  for (let i = 0; i < count; i += 8) await Promise.all(usernames.slice(i, i + 8).map((u, j) => register(baseUrl, u, i + j)));

  const client = new pg.Client({ connectionString: pgUrl });
  await client.connect();
  try {
    const game = await client.query<{ id: string }>(
      `SELECT g.id FROM games g JOIN game_brands b ON b.id = g.brand_id WHERE b.game_type = 'slot' AND b.provider = 'demo' ORDER BY b.sort, g.sort LIMIT 1`,
    );
    const gameId = game.rows[0]?.id;
    if (!gameId) throw new Error('no slot game of the demo provider in the seeded catalog');
    const house = (await client.query<{ id: string }>(`SELECT id FROM ledger_accounts WHERE kind = 'house'`)).rows[0]!.id;
    const players: Player[] = [];
    for (const username of usernames) {
      const { rows } = await client.query<{ user_id: string; credit_id: string }>(
        `SELECT u.id AS user_id, a.id AS credit_id FROM users u JOIN ledger_accounts a ON a.user_id = u.id AND a.kind = 'member_credit' WHERE u.username = $1`,
        [username],
      );
      const { user_id: userId, credit_id: creditId } = rows[0]!;
      // Balanced: the house pays the member's credit (the house keeps no balance row, migration 006).
      await client.query(`SELECT * FROM ledger_post('bench_funding', $1, 'wallet bench', $2::bigint[], $3::bigint[])`, [
        `bench:${username}`,
        [house, creditId],
        [-credit, credit],
      ]);
      // A game session belongs to a login session (migration 014), as when a member launches a game.
      const hashOf = (token: string) => createHash('sha256').update(token, 'utf8').digest();
      const login = await client.query<{ id: string }>(`INSERT INTO sessions (token_hash, user_id, expires_at, ip) VALUES ($1, $2, now() + interval '2 hours', '127.0.0.1') RETURNING id`, [
        hashOf(randomBytes(32).toString('base64url')),
        userId,
      ]);
      const session = randomBytes(32).toString('base64url');
      await client.query(
        `INSERT INTO game_sessions (token_hash, user_id, game_id, provider, login_session_id, expires_at) VALUES ($1, $2, $3, 'demo', $4, now() + interval '2 hours')`,
        [hashOf(session), userId, gameId, login.rows[0]!.id],
      );
      players.push({ username, session });
    }
    return players;
  } finally {
    await client.end();
  }
}
