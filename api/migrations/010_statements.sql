-- Wallet (issue 4): deposit and withdrawal requests, the withdrawal hold, idempotency keys and
-- the exchange-password lock-out.

-- A member's withdrawal requests hold their amount here until approved (paid out) or
-- deleted/rejected (returned to cash).
ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_kind_check;
ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_kind_check
  CHECK (kind IN ('member_cash', 'member_credit', 'rolling_point', 'partner_balance', 'withdraw_hold', 'house'));
INSERT INTO ledger_accounts (user_id, kind)
  SELECT u.id, 'withdraw_hold' FROM users u WHERE u.role = 'member'
  ON CONFLICT (user_id, kind) DO NOTHING;

CREATE TABLE statements (
  id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id         bigint NOT NULL REFERENCES users (id),
  type            text NOT NULL CHECK (type IN ('deposit', 'withdraw')),
  amount          bigint NOT NULL CHECK (amount > 0),
  status          text NOT NULL DEFAULT 'request' CHECK (status IN ('request', 'waiting', 'approve', 'delete', 'clear')),
  -- Who ended it: the member (delete) or an operator (approve, reject).
  closed_by       bigint REFERENCES users (id),
  created_at      timestamptz NOT NULL DEFAULT now(),
  processed_at    timestamptz,
  -- The ledger transactions that moved its money: the hold (withdrawals), then the outcome.
  hold_tx         bigint REFERENCES ledger_transactions (id),
  outcome_tx      bigint REFERENCES ledger_transactions (id),
  CHECK ((status IN ('request', 'waiting')) = (processed_at IS NULL))
);
CREATE INDEX statements_user_time_idx ON statements (user_id, created_at DESC, id DESC);
CREATE INDEX statements_open_idx ON statements (created_at) WHERE status IN ('request', 'waiting');

-- Money-moving member calls with an Idempotency-Key: the first answer, kept for the same key
-- and body; a different body under the same key is refused.
CREATE TABLE idempotency_keys (
  user_id          bigint NOT NULL REFERENCES users (id),
  key              text NOT NULL,
  endpoint         text NOT NULL,
  request_hash     bytea NOT NULL,
  response_status  smallint NOT NULL,
  response_body    jsonb NOT NULL,
  created_at       timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, key)
);

-- Wrong exchange passwords, counted like failed logins.
CREATE TABLE exchange_password_failures (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id     bigint NOT NULL REFERENCES users (id),
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX exchange_password_failures_user_time_idx ON exchange_password_failures (user_id, created_at);
