import { sql, type RawBuilder } from 'kysely';

/** A session used within this many minutes counts as online (the back-office's current users). */
export const ONLINE_MINUTES = 5;

/** SQL: the session `s` is live and was used within the last ONLINE_MINUTES. */
export const sessionOnline = (alias = 's'): RawBuilder<boolean> =>
  sql<boolean>`(${sql.ref(`${alias}.revoked_at`)} IS NULL AND ${sql.ref(`${alias}.expires_at`)} > now() AND ${sql.ref(`${alias}.last_seen_at`)} > now() - make_interval(mins => ${ONLINE_MINUTES}))`;

/** SQL: the user `u` has an online session. */
export const userOnline = (userAlias = 'u'): RawBuilder<boolean> =>
  sql<boolean>`EXISTS (SELECT 1 FROM sessions os WHERE os.user_id = ${sql.ref(`${userAlias}.id`)} AND ${sessionOnline('os')})`;
