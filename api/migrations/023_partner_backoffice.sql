-- Partner back-office (issue 12): the audit trail and the trades between a partner and its
-- direct children. Money still moves only through ledger_post; these rows say who and why.

-- Every partner or operator action that moves money or changes an account (approve, reject,
-- top-up, refund, state, connection reset, rolling rate, add member): who, when, from where,
-- before and after. Append-only: no UPDATE, DELETE or TRUNCATE, whoever asks.
CREATE TABLE audit_log (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- NULL: the server operator's command line.
  actor_id    bigint REFERENCES users (id),
  actor_ip    text NOT NULL DEFAULT '',
  action      text NOT NULL,
  target_id   bigint NOT NULL REFERENCES users (id),
  before      jsonb NOT NULL DEFAULT '{}',
  after       jsonb NOT NULL DEFAULT '{}',
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX audit_log_target_idx ON audit_log (target_id, created_at DESC, id DESC);

CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only' USING ERRCODE = 'insufficient_privilege';
END $$;
CREATE TRIGGER audit_log_no_change BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();

-- A partner paying to (pay) or recovering from (recover) a direct child, member or partner.
-- The ledger transaction holds the money; this row holds the two parties for the trade lists.
CREATE TABLE partner_trades (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  partner_id   bigint NOT NULL REFERENCES users (id),
  child_id     bigint NOT NULL REFERENCES users (id),
  direction    text NOT NULL CHECK (direction IN ('pay', 'recover')),
  amount       bigint NOT NULL CHECK (amount > 0),
  memo         text NOT NULL DEFAULT '',
  ledger_tx    bigint NOT NULL REFERENCES ledger_transactions (id),
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX partner_trades_partner_idx ON partner_trades (partner_id, created_at DESC, id DESC);
CREATE INDEX partner_trades_child_idx ON partner_trades (child_id, created_at DESC, id DESC);

-- Who approved or rejected a statement is already `closed_by`; the partner whose balance paid
-- for it is the same user (the command line pays from the house and leaves it NULL).

-- The partner add-member form names the account holder (spec 3: "account name"); members who
-- signed up themselves did not give one.
ALTER TABLE users ADD COLUMN account_holder text NOT NULL DEFAULT '';
