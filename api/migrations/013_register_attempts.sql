-- Every sign-up try, per client address, so the sign-up limit (each sign-up hashes two passwords
-- with argon2id) is shared by all API processes. Rows older than the window are pruned per IP as
-- new tries arrive.
CREATE TABLE register_attempts (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  ip          text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX register_attempts_ip_idx ON register_attempts (ip, created_at);
