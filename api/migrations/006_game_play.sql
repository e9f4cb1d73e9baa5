-- Game play (issue 3): provider sessions, rounds, seamless-wallet transactions, rolling rates,
-- game permissions, and the ledger posting function every money movement goes through.

-- ---------------------------------------------------------------------------------------------
-- Ledger posting in one round trip, with hot accounts locked last.
--
-- Every bet credits the rolling points of each partner up its line, so a master's rolling
-- account is touched by every bet on the site. Row locks are held until COMMIT; taking such a
-- "hot" row first would serialise all bets for the whole transaction. Accounts are therefore
-- locked in (lock_rank, id) order, the same total order for every caller (so no deadlock), and
-- partner accounts rank after member accounts: they are locked at the end, just before COMMIT.
--
-- The house is where money enters and leaves; it is on every bet, win and deposit. Its position
-- is not kept in a row at all (that row would be the one lock every transaction waits for): it
-- is always minus the sum of every other balance, because every transaction sums to zero.
-- ---------------------------------------------------------------------------------------------
ALTER TABLE ledger_accounts ADD COLUMN lock_rank smallint NOT NULL DEFAULT 0 CHECK (lock_rank IN (0, 1));
UPDATE ledger_accounts a SET lock_rank = 1 FROM users u WHERE u.id = a.user_id AND u.role = 'partner';
UPDATE ledger_accounts SET balance = 0 WHERE kind = 'house';
ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_house_balance_not_kept CHECK (kind <> 'house' OR balance = 0);

-- Posts one balanced transaction: header, entries, then each non-house balance in lock order.
-- A debit that would take an account below zero raises SQLSTATE 'CL001' (detail: the account
-- id, hint: its kind) and the caller's transaction rolls back. With an idempotency key that was
-- already used, nothing is written and the first transaction is answered (replayed = true, with
-- its kind so the caller can refuse a key reused for something else).
CREATE FUNCTION ledger_post(p_kind text, p_key text, p_memo text, p_accounts bigint[], p_amounts bigint[],
  OUT transaction_id bigint, OUT replayed boolean, OUT first_kind text, OUT account_ids bigint[], OUT balances bigint[])
LANGUAGE plpgsql AS $$
DECLARE
  tx bigint;
  r record;
  new_balance bigint;
BEGIN
  INSERT INTO ledger_transactions (kind, idempotency_key, memo) VALUES (p_kind, p_key, p_memo)
    ON CONFLICT (idempotency_key) DO NOTHING RETURNING id INTO tx;
  IF tx IS NULL THEN
    SELECT t.id, t.kind INTO transaction_id, first_kind FROM ledger_transactions t WHERE t.idempotency_key = p_key;
    replayed := true;
    RETURN;
  END IF;

  INSERT INTO ledger_entries (transaction_id, account_id, amount)
    SELECT tx, e.account_id, e.amount FROM unnest(p_accounts, p_amounts) AS e (account_id, amount);

  account_ids := ARRAY[]::bigint[];
  balances := ARRAY[]::bigint[];
  FOR r IN
    SELECT a.id, a.kind, d.delta
    FROM (SELECT e.account_id, sum(e.amount)::bigint AS delta FROM unnest(p_accounts, p_amounts) AS e (account_id, amount) GROUP BY e.account_id) d
    JOIN ledger_accounts a ON a.id = d.account_id
    WHERE a.kind <> 'house' AND d.delta <> 0
    ORDER BY a.lock_rank, a.id
  LOOP
    UPDATE ledger_accounts SET balance = balance + r.delta
      WHERE id = r.id AND balance + r.delta >= 0
      RETURNING balance INTO new_balance;
    IF NOT FOUND THEN
      RAISE EXCEPTION 'ledger account % (%) would go below zero', r.id, r.kind
        USING ERRCODE = 'CL001', DETAIL = r.id::text, HINT = r.kind;
    END IF;
    account_ids := account_ids || r.id;
    balances := balances || new_balance;
  END LOOP;

  transaction_id := tx;
  replayed := false;
  first_kind := p_kind;
END $$;

-- ---------------------------------------------------------------------------------------------
-- Catalog: which provider (aggregator) runs a brand's games.
-- ---------------------------------------------------------------------------------------------
ALTER TABLE game_brands ADD COLUMN provider text NOT NULL DEFAULT 'demo' CHECK (provider ~ '^[a-z0-9-]+$');

-- ---------------------------------------------------------------------------------------------
-- Rolling rates, per user per game type, in basis points (150 = 1.5 %). A member's rate is what
-- the member earns; a partner's rate is what its whole line earns, of which it keeps its rate
-- minus its child's. A child's rate never exceeds its parent's (no rate row = 0).
-- ---------------------------------------------------------------------------------------------
CREATE TABLE rolling_rates (
  user_id    bigint NOT NULL REFERENCES users (id),
  game_type  text NOT NULL REFERENCES game_types (code),
  rate_bp    integer NOT NULL CHECK (rate_bp BETWEEN 0 AND 10000),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, game_type)
);

CREATE FUNCTION rolling_rate_within_line() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  parent_rate integer;
  child_max integer;
BEGIN
  SELECT coalesce(r.rate_bp, 0) INTO parent_rate
    FROM users u LEFT JOIN rolling_rates r ON r.user_id = u.parent_id AND r.game_type = NEW.game_type
    WHERE u.id = NEW.user_id AND u.parent_id IS NOT NULL;
  IF parent_rate IS NOT NULL AND NEW.rate_bp > parent_rate THEN
    RAISE EXCEPTION 'rolling rate % of user % exceeds its parent''s %', NEW.rate_bp, NEW.user_id, parent_rate
      USING ERRCODE = 'check_violation';
  END IF;
  SELECT max(r.rate_bp) INTO child_max
    FROM users c JOIN rolling_rates r ON r.user_id = c.id AND r.game_type = NEW.game_type
    WHERE c.parent_id = NEW.user_id;
  IF child_max IS NOT NULL AND child_max > NEW.rate_bp THEN
    RAISE EXCEPTION 'rolling rate % of user % is below a child''s %', NEW.rate_bp, NEW.user_id, child_max
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER rolling_rates_within_line BEFORE INSERT OR UPDATE ON rolling_rates
  FOR EACH ROW EXECUTE FUNCTION rolling_rate_within_line();

-- ---------------------------------------------------------------------------------------------
-- Game permissions. On a member: that member's own rule. On a partner: the default for its
-- members. A rule covers a whole type (brand_id NULL) or one brand. The most specific rule wins:
-- member brand > member type > partner brand > partner type > allowed.
-- ---------------------------------------------------------------------------------------------
CREATE TABLE game_permissions (
  id         bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id    bigint NOT NULL REFERENCES users (id),
  game_type  text NOT NULL REFERENCES game_types (code),
  brand_id   bigint REFERENCES game_brands (id),
  allowed    boolean NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX game_permissions_rule_key ON game_permissions (user_id, game_type, coalesce(brand_id, 0));

-- ---------------------------------------------------------------------------------------------
-- Game sessions: opened by playgame, named in every wallet callback. The token is a bearer
-- secret handed to the provider, so only its hash is stored.
-- ---------------------------------------------------------------------------------------------
CREATE TABLE game_sessions (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  token_hash  bytea NOT NULL UNIQUE,
  user_id     bigint NOT NULL REFERENCES users (id),
  game_id     bigint NOT NULL REFERENCES games (id),
  provider    text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  expires_at  timestamptz NOT NULL
);

-- A round: one game played once, with everything staked, paid and refunded in it.
CREATE TABLE game_rounds (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  provider    text NOT NULL,
  round_id    text NOT NULL,
  user_id     bigint NOT NULL REFERENCES users (id),
  game_id     bigint NOT NULL REFERENCES games (id),
  brand_id    bigint NOT NULL REFERENCES game_brands (id),
  game_type   text NOT NULL REFERENCES game_types (code),
  bet         bigint NOT NULL DEFAULT 0 CHECK (bet >= 0),
  prize       bigint NOT NULL DEFAULT 0 CHECK (prize >= 0),
  refund      bigint NOT NULL DEFAULT 0 CHECK (refund >= 0),
  closed      boolean NOT NULL DEFAULT false,
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now(),
  UNIQUE (provider, round_id)
);
CREATE INDEX game_rounds_user_time_idx ON game_rounds (user_id, created_at);
CREATE INDEX game_rounds_time_idx ON game_rounds (created_at);

-- Every wallet callback, by the provider's transaction id: processed at most once, and a repeat
-- is answered with the stored first answer. A rollback that arrives before its bet leaves a
-- stored refusal under the bet's id, so the late bet is refused.
CREATE TABLE provider_transactions (
  provider               text NOT NULL,
  txn_id                 text NOT NULL,
  kind                   text NOT NULL CHECK (kind IN ('bet', 'win', 'rollback')),
  user_id                bigint REFERENCES users (id),
  round_id               text,
  amount                 bigint NOT NULL DEFAULT 0 CHECK (amount >= 0),
  ledger_transaction_id  bigint REFERENCES ledger_transactions (id),
  rolled_back            boolean NOT NULL DEFAULT false,
  response_status        smallint NOT NULL,
  response_body          jsonb NOT NULL,
  created_at             timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (provider, txn_id)
);
