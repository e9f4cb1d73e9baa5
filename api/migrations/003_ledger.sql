-- Double-entry ledger (DESIGN.md section 4). Amounts are whole KRW.
CREATE TABLE ledger_accounts (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id     bigint REFERENCES users (id),
  kind        text NOT NULL CHECK (kind IN ('member_cash', 'member_credit', 'rolling_point', 'partner_balance', 'house')),
  balance     bigint NOT NULL DEFAULT 0,
  created_at  timestamptz NOT NULL DEFAULT now(),
  -- The house is the only account without an owner, and the only one allowed below zero:
  -- it is where money enters and leaves the system.
  CHECK ((kind = 'house') = (user_id IS NULL)),
  CHECK (kind = 'house' OR balance >= 0),
  UNIQUE (user_id, kind)
);
CREATE UNIQUE INDEX ledger_accounts_one_house ON ledger_accounts (kind) WHERE kind = 'house';

CREATE TABLE ledger_transactions (
  id               bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind             text NOT NULL,
  idempotency_key  text UNIQUE,
  memo             text,
  created_at       timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE ledger_entries (
  id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  transaction_id  bigint NOT NULL REFERENCES ledger_transactions (id),
  account_id      bigint NOT NULL REFERENCES ledger_accounts (id),
  amount          bigint NOT NULL CHECK (amount <> 0)
);
CREATE INDEX ledger_entries_transaction_idx ON ledger_entries (transaction_id);
CREATE INDEX ledger_entries_account_idx ON ledger_entries (account_id);

-- Checked at COMMIT (deferred), after all entries of a transaction are in: the database itself
-- refuses a transaction that does not balance or has fewer than two entries.
CREATE FUNCTION ledger_assert_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  -- TG_ARGV[0] names the column holding the transaction id in the triggering table.
  tx_id bigint := (to_jsonb(NEW) ->> TG_ARGV[0])::bigint;
  total numeric;
  n integer;
BEGIN
  SELECT coalesce(sum(amount), 0), count(*) INTO total, n FROM ledger_entries WHERE transaction_id = tx_id;
  IF total <> 0 OR n < 2 THEN
    RAISE EXCEPTION 'ledger transaction % is unbalanced (sum %, % entries)', tx_id, total, n
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END $$;

CREATE CONSTRAINT TRIGGER ledger_entries_balanced
  AFTER INSERT ON ledger_entries DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION ledger_assert_balanced('transaction_id');
CREATE CONSTRAINT TRIGGER ledger_transactions_balanced
  AFTER INSERT ON ledger_transactions DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION ledger_assert_balanced('id');

-- History is append-only: a correction is a new, reversing transaction.
CREATE FUNCTION ledger_forbid_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only', TG_TABLE_NAME USING ERRCODE = 'restrict_violation';
END $$;
CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_forbid_change();
CREATE TRIGGER ledger_transactions_append_only BEFORE UPDATE OR DELETE ON ledger_transactions
  FOR EACH ROW EXECUTE FUNCTION ledger_forbid_change();

INSERT INTO ledger_accounts (user_id, kind) VALUES (NULL, 'house');
