-- The live channel's balances (decision 070, issue 30): a member's page shows its cash, game
-- credit and rolling points move the moment they do. Each account row carries a version, bumped
-- by the same UPDATE that changes its balance, under that row's lock: versions of one account
-- follow the order its changes commit in. ledger_post tells `live_event` each member figure it
-- changed with its new balance and version; PostgreSQL delivers the notification when the
-- transaction commits, never for a rolled-back one. A page takes a figure whose version is above
-- its own and passes over the others; `wallet/balance` answers the versions it read. Bets and wins
-- are not told here: a notifying transaction's commit holds a database-wide lock through its
-- flush, and the wallet's commits queued behind it (bench/README); the API tells them after they
-- commit, gathered per member (src/live/game-balances.ts). Partners' accounts (credited as
-- pending rows, migration 008) and withdrawal holds tell nothing: no page shows them live. The
-- rest of ledger_post is 033's.
ALTER TABLE ledger_accounts ADD COLUMN version bigint NOT NULL DEFAULT 0;

CREATE OR REPLACE VIEW ledger_balances AS
  SELECT a.id, a.user_id, a.kind, a.lock_rank,
         a.balance + coalesce((SELECT sum(p.amount) FROM ledger_pending_credits p WHERE p.account_id = a.id), 0)::bigint AS balance,
         a.version
  FROM ledger_accounts a;

CREATE OR REPLACE FUNCTION ledger_post(p_kind text, p_key text, p_memo text, p_accounts bigint[], p_amounts bigint[],
  OUT transaction_id bigint, OUT replayed boolean, OUT first_kind text, OUT account_ids bigint[], OUT balances bigint[])
LANGUAGE plpgsql
SET plan_cache_mode = force_generic_plan
AS $$
DECLARE
  tx bigint;
  r record;
  new_balance bigint;
  new_version bigint;
  held bigint;
  pending_ids bigint[] := ARRAY[]::bigint[];
  pending_amounts bigint[] := ARRAY[]::bigint[];
BEGIN
  IF p_key IS NULL THEN
    INSERT INTO ledger_transactions (kind, memo) VALUES (p_kind, p_memo) RETURNING id INTO tx;
  ELSE
    INSERT INTO ledger_transactions (kind, idempotency_key, memo) VALUES (p_kind, p_key, p_memo)
      ON CONFLICT (idempotency_key) WHERE idempotency_key IS NOT NULL DO NOTHING RETURNING id INTO tx;
    IF tx IS NULL THEN
      SELECT t.id, t.kind INTO transaction_id, first_kind FROM ledger_transactions t WHERE t.idempotency_key = p_key;
      replayed := true;
      RETURN;
    END IF;
  END IF;

  INSERT INTO ledger_entries (transaction_id, account_id, amount)
    SELECT tx, e.account_id, e.amount FROM unnest(p_accounts, p_amounts) AS e (account_id, amount);

  account_ids := ARRAY[]::bigint[];
  balances := ARRAY[]::bigint[];
  -- Every account named, known or not (the entries keep no foreign key: migration 008).
  FOR r IN
    SELECT d.account_id, a.id, a.user_id, a.kind, a.lock_rank, d.delta
    FROM (SELECT e.account_id, sum(e.amount)::bigint AS delta FROM unnest(p_accounts, p_amounts) AS e (account_id, amount) GROUP BY e.account_id) d
    LEFT JOIN LATERAL (SELECT a.id, a.user_id, a.kind, a.lock_rank FROM ledger_accounts a WHERE a.id = d.account_id OFFSET 0) a ON true
    ORDER BY a.lock_rank, a.id
  LOOP
    IF r.id IS NULL THEN
      RAISE EXCEPTION 'unknown ledger account %', r.account_id USING ERRCODE = 'foreign_key_violation';
    END IF;
    IF r.kind = 'house' OR r.delta = 0 THEN
      CONTINUE;
    END IF;
    IF r.lock_rank = 1 AND r.delta > 0 THEN
      -- A credit to a partner account: no row lock (migration 008).
      pending_ids := pending_ids || r.id;
      pending_amounts := pending_amounts || r.delta;
      CONTINUE;
    END IF;
    IF r.lock_rank = 1 THEN
      PERFORM ledger_fold_account(r.id);
    END IF;
    UPDATE ledger_accounts SET balance = balance + r.delta, version = version + 1
      WHERE id = r.id AND balance + r.delta >= 0
      RETURNING balance, version INTO new_balance, new_version;
    IF NOT FOUND THEN
      SELECT a.balance INTO held FROM ledger_accounts a WHERE a.id = r.id;
      RAISE EXCEPTION 'ledger account % (%) would go below zero', r.id, r.kind
        USING ERRCODE = 'CL001', DETAIL = json_build_object('account', r.id, 'balance', held)::text, HINT = r.kind;
    END IF;
    -- Bets and wins are told by the API after they commit (src/live/game-balances.ts).
    IF r.lock_rank = 0 AND r.kind IN ('member_cash', 'member_credit', 'rolling_point') AND p_kind NOT IN ('game_bet', 'game_win') THEN
      -- Built as plain text: every bet and win posts here.
      PERFORM pg_notify('live_event', '{"kind":"balance","user":' || r.user_id || ',"account":"' || r.kind
        || '","balance":' || new_balance || ',"version":' || new_version || '}');
    END IF;
    account_ids := account_ids || r.id;
    balances := balances || new_balance;
  END LOOP;

  IF cardinality(pending_ids) > 0 THEN
    INSERT INTO ledger_pending_credits (account_id, amount) SELECT * FROM unnest(pending_ids, pending_amounts);
  END IF;

  transaction_id := tx;
  replayed := false;
  first_kind := p_kind;
END $$;
