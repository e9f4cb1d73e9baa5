-- Risk flags (issue 31, decision 071) are computed when asked: "who else signed in from this
-- address in the last 30 days" reads the sign-ins of one address over the window, which no index
-- served (sign-ins were indexed by account only).
CREATE INDEX login_history_ip_idx ON login_history (ip, created_at);

-- One browser's sign-ins to several accounts: a `browser` cookie of its own (random, kept across
-- the accounts it signs in to, unlike the trusted-device id, which each account gets anew), its
-- sha256 (hex) stored with each sign-in. A signal for the risk page only: it opens nothing.
ALTER TABLE login_history ADD COLUMN browser_hash text CHECK (browser_hash ~ '^[0-9a-f]{64}$');
CREATE INDEX login_history_browser_idx ON login_history (browser_hash, created_at) WHERE browser_hash IS NOT NULL;
