-- Browsers that signed in to an ID before (their HttpOnly `device` cookie). Distributed guessing
-- at an ID only slows the clients it does not know, so nobody can lock a member out by failing
-- logins for their ID. Only the sha256 of the cookie is stored; one browser has one cookie and
-- a row for each ID it signed in to.
CREATE TABLE trusted_devices (
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id       bigint NOT NULL REFERENCES users (id),
  token_hash    bytea NOT NULL CHECK (octet_length(token_hash) = 32),
  created_at    timestamptz NOT NULL DEFAULT now(),
  last_used_at  timestamptz NOT NULL DEFAULT now(),
  UNIQUE (token_hash, user_id)
);

-- Which known browser a login try came through (null: an unknown client).
ALTER TABLE login_attempts ADD COLUMN device_id bigint REFERENCES trusted_devices (id);
CREATE INDEX login_attempts_device_idx ON login_attempts (device_id, created_at) WHERE device_id IS NOT NULL;
