-- Only the sha256 of a session token is stored: a leaked table does not hand out sessions.
CREATE TABLE sessions (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  token_hash  bytea NOT NULL UNIQUE CHECK (octet_length(token_hash) = 32),
  user_id     bigint NOT NULL REFERENCES users (id),
  created_at  timestamptz NOT NULL DEFAULT now(),
  expires_at  timestamptz NOT NULL,
  revoked_at  timestamptz,
  ip          text NOT NULL,
  user_agent  text NOT NULL DEFAULT ''
);
CREATE INDEX sessions_live_by_user_idx ON sessions (user_id) WHERE revoked_at IS NULL;

-- Every login try, so the rate limit is shared by all API processes.
CREATE TABLE login_attempts (
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  username_key  text NOT NULL,
  ip            text NOT NULL,
  outcome       text NOT NULL CHECK (outcome IN ('success', 'bad_credentials', 'stopped')),
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX login_attempts_username_idx ON login_attempts (username_key, created_at);
CREATE INDEX login_attempts_ip_idx ON login_attempts (ip, created_at);

-- Successful sign-ins, shown to partners (login history).
CREATE TABLE login_history (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id     bigint NOT NULL REFERENCES users (id),
  ip          text NOT NULL,
  user_agent  text NOT NULL DEFAULT '',
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX login_history_user_idx ON login_history (user_id, created_at DESC);
