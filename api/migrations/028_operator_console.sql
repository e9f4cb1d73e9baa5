-- Operator console (issue 15): staff rights, two-factor sign-in, the audit trail of content,
-- notes sent as one send with read counts, and the English twins the console edits.

-- A right beyond the level: 'site' is what every line sees (site-wide content, the catalog,
-- releases). Only a master holds one.
ALTER TABLE users ADD COLUMN rights text[] NOT NULL DEFAULT '{}'
  CHECK (rights <@ ARRAY['site']::text[])
  CHECK (rights = '{}' OR level = 'master');

-- Two-factor (TOTP, RFC 6238). `last_step` is the time step of the last code accepted: a code is
-- taken only for a later step, so none is used twice, whichever API process sees it.
CREATE TABLE two_factor (
  user_id     bigint PRIMARY KEY REFERENCES users (id),
  secret      bytea NOT NULL CHECK (octet_length(secret) = 20),
  last_step   bigint NOT NULL DEFAULT 0,
  enabled_at  timestamptz NOT NULL DEFAULT now()
);

-- A key shown for enrolment and not confirmed yet; a new setup replaces it.
CREATE TABLE two_factor_pending (
  user_id     bigint PRIMARY KEY REFERENCES users (id),
  secret      bytea NOT NULL CHECK (octet_length(secret) = 20),
  created_at  timestamptz NOT NULL DEFAULT now()
);

-- Recovery codes, each usable once; only their sha256 is kept (they are random, 50 bits each).
CREATE TABLE two_factor_recovery_codes (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id     bigint NOT NULL REFERENCES users (id),
  code_hash   bytea NOT NULL CHECK (octet_length(code_hash) = 32),
  used_at     timestamptz,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX two_factor_recovery_codes_user_idx ON two_factor_recovery_codes (user_id) WHERE used_at IS NULL;

-- The second step of a sign-in: the password was right, no session exists yet. Single use,
-- short-lived, and ended after a few wrong codes. Only the token's sha256 is kept.
CREATE TABLE login_challenges (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  token_hash   bytea NOT NULL UNIQUE CHECK (octet_length(token_hash) = 32),
  user_id      bigint NOT NULL REFERENCES users (id),
  purpose      text NOT NULL CHECK (purpose IN ('verify', 'enrol')),
  -- Wrong codes given to this challenge.
  failures     smallint NOT NULL DEFAULT 0,
  expires_at   timestamptz NOT NULL,
  used_at      timestamptz,
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX login_challenges_user_idx ON login_challenges (user_id, created_at);

-- Every wrong code an account was given (sign-in, or a signed-in change): too many in a while
-- and codes are refused for a time, so six digits cannot be guessed by trying.
CREATE TABLE two_factor_failures (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id     bigint NOT NULL REFERENCES users (id),
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX two_factor_failures_user_idx ON two_factor_failures (user_id, created_at);

-- The audit trail also records staff actions on content (announcements, slides, games...):
-- `subject` names what was changed ('carousel_slide:3'); `target_id` stays the account, when the
-- action is on one.
ALTER TABLE audit_log ALTER COLUMN target_id DROP NOT NULL;
ALTER TABLE audit_log ADD COLUMN subject text NOT NULL DEFAULT '';
ALTER TABLE audit_log ADD CONSTRAINT audit_log_has_target CHECK (target_id IS NOT NULL OR subject <> '');
CREATE INDEX audit_log_actor_idx ON audit_log (actor_id, created_at DESC) WHERE actor_id IS NOT NULL;

-- A note sent from the back-office to many members at once is one send: its recipients' rows
-- point at it, so the sender sees how many read it.
CREATE TABLE inbox_sends (
  id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- The master whose line it went to (NULL: the server operator's command line).
  sender_id       bigint REFERENCES users (id),
  line_id         bigint REFERENCES users (id),
  title           text NOT NULL,
  content         text NOT NULL,
  target_kind     text NOT NULL CHECK (target_kind IN ('user', 'line', 'grade')),
  target_user_id  bigint REFERENCES users (id),
  target_grade    smallint REFERENCES grades (level),
  recipients      integer NOT NULL CHECK (recipients >= 0),
  created_at      timestamptz NOT NULL DEFAULT now(),
  CHECK ((target_kind = 'grade') = (target_grade IS NOT NULL)),
  CHECK ((target_kind = 'grade') = (target_user_id IS NULL))
);
CREATE INDEX inbox_sends_line_idx ON inbox_sends (line_id, created_at DESC, id DESC);
ALTER TABLE inbox_messages ADD COLUMN send_id bigint REFERENCES inbox_sends (id);
CREATE INDEX inbox_messages_send_idx ON inbox_messages (send_id, read_at) WHERE send_id IS NOT NULL;

-- Announcements are edited now: when, for the staff list.
ALTER TABLE board_messages ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();

-- The staff inquiry queue reads a line's inquiries by state: waiting ones oldest first.
CREATE INDEX tickets_waiting_idx ON tickets (created_at, id) WHERE answered_at IS NULL;

-- The support contact in English too.
ALTER TABLE site_settings ADD COLUMN support_contact_en text;
