-- Hot rows (issue 3 figures). Under concurrent bets, three kinds of rows were touched by almost
-- every transaction and made them queue for each other:
--
-- 1. The partners' rolling accounts: every bet credits its whole line, so a master's account is
--    updated by every bet, and an UPDATE holds its row lock until COMMIT (and its fsync). Credits
--    to partner accounts (lock_rank 1) are now appended to ledger_pending_credits instead, in the
--    same transaction as their ledger entries; an account's balance is its row plus its pending
--    credits (view ledger_balances), and ledger_fold_account() moves them into the row, run by
--    the API every second, one account per transaction (src/wallet/pending-credits.ts). Pending
--    amounts are credits only, so a pending row can never make a balance negative; a debit of a
--    partner account folds its pending credits first.
-- 2. Foreign-key checks take a KEY SHARE lock on the referenced row. When many transactions hold
--    one at once PostgreSQL records them as a MultiXact, rewriting the row's header each time:
--    every bet's entries referenced the same few ledger accounts, and every round the same game,
--    brand and type. ledger_post checks its accounts itself (below); rounds keep no foreign keys
--    to the catalog, whose rows are never deleted (a game or brand is switched off, not removed).

ALTER TABLE ledger_entries DROP CONSTRAINT ledger_entries_account_id_fkey;
ALTER TABLE game_rounds DROP CONSTRAINT game_rounds_game_id_fkey;
ALTER TABLE game_rounds DROP CONSTRAINT game_rounds_brand_id_fkey;
ALTER TABLE game_rounds DROP CONSTRAINT game_rounds_game_type_fkey;

-- Only ever read and deleted by account, so it needs no key of its own.
CREATE TABLE ledger_pending_credits (
  account_id  bigint NOT NULL,
  amount      bigint NOT NULL CHECK (amount > 0)
);
CREATE INDEX ledger_pending_credits_account_idx ON ledger_pending_credits (account_id);

-- What every reader of a balance uses: the row plus the credits not yet folded into it.
CREATE VIEW ledger_balances AS
  SELECT a.id, a.user_id, a.kind, a.lock_rank,
         a.balance + coalesce((SELECT sum(p.amount) FROM ledger_pending_credits p WHERE p.account_id = a.id), 0)::bigint AS balance
  FROM ledger_accounts a;

-- Folds one account's pending credits into its row (locking it) and answers its balance.
CREATE FUNCTION ledger_fold_account(p_account bigint) RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  new_balance bigint;
  pending_ids bigint[] := ARRAY[]::bigint[];
  pending_amounts bigint[] := ARRAY[]::bigint[];
BEGIN
  -- The row first, as every other writer of a partner account locks it, then its pending rows.
  PERFORM 1 FROM ledger_accounts a WHERE a.id = p_account FOR UPDATE;
  WITH folded AS (DELETE FROM ledger_pending_credits p WHERE p.account_id = p_account RETURNING p.amount)
  UPDATE ledger_accounts a SET balance = a.balance + coalesce((SELECT sum(f.amount) FROM folded f), 0)
    WHERE a.id = p_account
    RETURNING a.balance INTO new_balance;
  RETURN new_balance;
END $$;

CREATE OR REPLACE FUNCTION ledger_post(p_kind text, p_key text, p_memo text, p_accounts bigint[], p_amounts bigint[],
  OUT transaction_id bigint, OUT replayed boolean, OUT first_kind text, OUT account_ids bigint[], OUT balances bigint[])
LANGUAGE plpgsql AS $$
DECLARE
  tx bigint;
  r record;
  new_balance bigint;
  pending_ids bigint[] := ARRAY[]::bigint[];
  pending_amounts bigint[] := ARRAY[]::bigint[];
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
  -- Every account named, known or not (the entries keep no foreign key: see the top).
  FOR r IN
    SELECT d.account_id, a.id, a.kind, a.lock_rank, d.delta
    FROM (SELECT e.account_id, sum(e.amount)::bigint AS delta FROM unnest(p_accounts, p_amounts) AS e (account_id, amount) GROUP BY e.account_id) d
    LEFT JOIN ledger_accounts a ON a.id = d.account_id
    ORDER BY a.lock_rank, a.id
  LOOP
    IF r.id IS NULL THEN
      RAISE EXCEPTION 'unknown ledger account %', r.account_id USING ERRCODE = 'foreign_key_violation';
    END IF;
    IF r.kind = 'house' OR r.delta = 0 THEN
      CONTINUE;
    END IF;
    IF r.lock_rank = 1 AND r.delta > 0 THEN
      -- A credit to a partner account: no row lock (see the top of this file).
      pending_ids := pending_ids || r.id;
      pending_amounts := pending_amounts || r.delta;
      CONTINUE;
    END IF;
    IF r.lock_rank = 1 THEN
      PERFORM ledger_fold_account(r.id);
    END IF;
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

  IF cardinality(pending_ids) > 0 THEN
    INSERT INTO ledger_pending_credits (account_id, amount) SELECT * FROM unnest(pending_ids, pending_amounts);
  END IF;

  transaction_id := tx;
  replayed := false;
  first_kind := p_kind;
END $$;
