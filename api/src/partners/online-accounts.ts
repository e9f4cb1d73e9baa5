import { MAX_ONLINE_SESSIONS_SHOWN } from '@casino/contract';
import { sql, type Kysely } from 'kysely';
import { ONLINE_MINUTES, sessionOnline } from '../auth/presence';
import { containsPattern } from '../db/contains-pattern';
import type { Database, Level } from '../db/schema';
import { downlineOf } from '../users/downline';

export interface OnlineFilter {
  search?: string;
  level?: Level;
  page: number;
  pageSize: number;
}

interface SessionRow {
  session_id: number;
  ip: string;
  device: string;
  since: string;
  last_seen_at: string;
}

/** The line's online sessions that match the filter, with their account (search and level are the account's). */
function onlineSessions(partnerId: number, filter: OnlineFilter) {
  const pattern = filter.search ? containsPattern(filter.search.toLowerCase()) : null;
  return sql`(
    SELECT s.id, s.user_id, s.ip, s.user_agent, s.created_at, s.last_seen_at
    FROM sessions s JOIN users u ON u.id = s.user_id
    WHERE s.user_id IN ${downlineOf(partnerId)} AND ${sessionOnline('s')}
      ${filter.level ? sql`AND u.level = ${filter.level}` : sql``}
      ${pattern ? sql`AND (lower(u.username) LIKE ${pattern} OR lower(u.nickname) LIKE ${pattern})` : sql``}
  )`;
}

/**
 * Who of the line is online now: one row per account (however many sessions it has open, e.g. a
 * phone and two browsers), most recently active first, with its sessions under it. Paging and
 * `total` count accounts; `sessions` counts their sessions. A connection reset ends them all.
 */
export async function onlineAccounts(db: Kysely<Database>, partnerId: number, filter: OnlineFilter) {
  const online = onlineSessions(partnerId, filter);
  const [rows, counts] = await Promise.all([
    sql<{
      user_id: number;
      username: string;
      nickname: string;
      level: Level;
      parent_username: string;
      session_count: number;
      since: Date;
      last_seen_at: Date;
      sessions: SessionRow[];
    }>`
      WITH online AS ${online},
      accounts AS (
        SELECT o.user_id, count(*)::int AS session_count, min(o.created_at) AS since, max(o.last_seen_at) AS last_seen_at
        FROM online o GROUP BY o.user_id
        ORDER BY last_seen_at DESC, o.user_id DESC
        LIMIT ${filter.pageSize} OFFSET ${(filter.page - 1) * filter.pageSize}
      )
      SELECT a.user_id, u.username, u.nickname, u.level, p.username AS parent_username, a.session_count, a.since, a.last_seen_at,
        (SELECT json_agg(x ORDER BY x.last_seen_at DESC, x.session_id DESC) FROM (
           SELECT o.id AS session_id, o.ip, o.user_agent AS device, o.created_at AS since, o.last_seen_at
           FROM online o WHERE o.user_id = a.user_id
           ORDER BY o.last_seen_at DESC, o.id DESC LIMIT ${MAX_ONLINE_SESSIONS_SHOWN}
         ) x) AS sessions
      FROM accounts a JOIN users u ON u.id = a.user_id JOIN users p ON p.id = u.parent_id
      ORDER BY a.last_seen_at DESC, a.user_id DESC`.execute(db),
    sql<{ accounts: number; sessions: number }>`
      SELECT count(DISTINCT o.user_id)::int AS accounts, count(*)::int AS sessions FROM ${online} o`.execute(db),
  ]);
  const iso = (at: string | Date) => new Date(at).toISOString();
  return {
    items: rows.rows.map((r) => ({
      user: { id: Number(r.user_id), username: r.username, nickname: r.nickname, level: r.level, parent_username: r.parent_username },
      session_count: r.session_count,
      sessions: r.sessions.map((s) => ({ session_id: Number(s.session_id), ip: s.ip, device: s.device, since: iso(s.since), last_seen_at: iso(s.last_seen_at) })),
      since: iso(r.since),
      last_seen_at: iso(r.last_seen_at),
    })),
    total: counts.rows[0]!.accounts,
    sessions: counts.rows[0]!.sessions,
    minutes: ONLINE_MINUTES,
  };
}
