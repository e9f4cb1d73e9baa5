-- Rolling as it was paid (issue 26): each bet keeps the rates it was paid at, a rollback names the
-- bet it cancelled, the rate history is ordered as the changes took effect, and the line's rule
-- says which rule a refusal broke.

-- ---------------------------------------------------------------------------------------------
-- The line's rule (migration 006), refusing with the rule it broke in fields a caller can read:
-- CONSTRAINT names the rule, COLUMN the game type, DETAIL the limit in basis points. The API
-- takes its locks so that this never fires for its own changes; when something else slips past
-- them, it answers the refusal as the 409 a single request gets (partners/rate-refusal.ts).
-- ---------------------------------------------------------------------------------------------
CREATE OR REPLACE FUNCTION rolling_rate_within_line() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  parent_rate integer;
  child_max integer;
BEGIN
  SELECT coalesce(r.rate_bp, 0) INTO parent_rate
    FROM users u LEFT JOIN rolling_rates r ON r.user_id = u.parent_id AND r.game_type = NEW.game_type
    WHERE u.id = NEW.user_id AND u.parent_id IS NOT NULL;
  IF parent_rate IS NOT NULL AND NEW.rate_bp > parent_rate THEN
    RAISE EXCEPTION 'rolling rate % of user % exceeds its parent''s %', NEW.rate_bp, NEW.user_id, parent_rate
      USING ERRCODE = 'check_violation', CONSTRAINT = 'rolling_rate_above_parent', COLUMN = NEW.game_type, DETAIL = parent_rate::text;
  END IF;
  SELECT max(r.rate_bp) INTO child_max
    FROM users c JOIN rolling_rates r ON r.user_id = c.id AND r.game_type = NEW.game_type
    WHERE c.parent_id = NEW.user_id;
  IF child_max IS NOT NULL AND child_max > NEW.rate_bp THEN
    RAISE EXCEPTION 'rolling rate % of user % is below a child''s %', NEW.rate_bp, NEW.user_id, child_max
      USING ERRCODE = 'check_violation', CONSTRAINT = 'rolling_rate_below_child', COLUMN = NEW.game_type, DETAIL = child_max::text;
  END IF;
  RETURN NEW;
END $$;

-- ---------------------------------------------------------------------------------------------
-- The rate history, ordered as the changes took effect. now() is when a change's transaction
-- started, and two changes of one rate commit in another order than they start; the row lock
-- on the rate (held from the update to the commit) orders them, so the time is read after it,
-- in this AFTER trigger: clock_timestamp().
-- ---------------------------------------------------------------------------------------------
CREATE OR REPLACE FUNCTION rolling_rates_to_history() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO rolling_rate_history (user_id, game_type, rate_bp, valid_from) VALUES (NEW.user_id, NEW.game_type, NEW.rate_bp, clock_timestamp())
    ON CONFLICT (user_id, game_type, valid_from) DO UPDATE SET rate_bp = EXCLUDED.rate_bp;
  RETURN NULL;
END $$;

-- Where the history's newest row is not the current rate (two changes committed out of their
-- start order), the current rate took effect after that row: it is appended just after it. When
-- exactly is not recorded anywhere; bets of that gap keep the rates they were paid at (below).
INSERT INTO rolling_rate_history (user_id, game_type, rate_bp, valid_from)
  SELECT r.user_id, r.game_type, r.rate_bp, coalesce(h.valid_from + interval '1 microsecond', '-infinity')
  FROM rolling_rates r
  LEFT JOIN LATERAL (
    SELECT x.rate_bp, x.valid_from FROM rolling_rate_history x WHERE x.user_id = r.user_id AND x.game_type = r.game_type ORDER BY x.valid_from DESC LIMIT 1
  ) h ON true
  WHERE h.rate_bp IS DISTINCT FROM r.rate_bp;

-- ---------------------------------------------------------------------------------------------
-- A bet's rates: per depth of its member's line, root first (as game_rounds.rolling), the rate
-- wallet_bet paid that level at. A partner's rolling working reads its own and its child's from
-- here, so the working is the payment, whatever changed since. NULL on other calls, on refused
-- bets, and on an older bet whose rates could not be restored (below).
-- A rollback names the bet it cancelled (its round is the bet's, whatever round the call named).
-- ---------------------------------------------------------------------------------------------
ALTER TABLE provider_transactions ADD COLUMN line_rates integer[], ADD COLUMN ref_txn_id text;
-- Led by the bet's id, not the provider: see migration 030 on indexes that start like the primary key.
CREATE INDEX provider_transactions_ref_idx ON provider_transactions (ref_txn_id, provider) WHERE ref_txn_id IS NOT NULL;

-- Bets before this migration. The ledger says exactly what each level of the bet's line reached:
-- floor(bet x its rate) is the sum of the bet posting's credits to that level's rolling account
-- and those below it. A level's rate is taken as the first of these that gives exactly that:
--   1. the rate the history dates from before the bet;
--   2. the only whole rate that gives it (a bet of 10,000 or more pins the rate to the basis point);
--   3. the only rate of the level's history that gives it.
-- A bet with a level none of them fits (a rate changed before the history was kept, several fit)
-- keeps NULL, and its working shows the ledger's credit without rates. Whatever is chosen gives
-- each level exactly its ledger credit, so every working still adds up. Rollbacks before this
-- migration keep no bet; their round is the one they named, which is the bet's for every
-- provider call this code has answered.
WITH bet AS (
  SELECT pt.provider, pt.txn_id, pt.user_id, pt.amount, pt.ledger_transaction_id, pt.created_at, r.game_type
  FROM provider_transactions pt
  JOIN game_rounds r ON r.provider = pt.provider AND r.round_id = pt.round_id
  WHERE pt.kind = 'bet' AND pt.ledger_transaction_id IS NOT NULL
), level AS (
  SELECT b.provider, b.txn_id, b.amount, b.game_type, l.user_id, l.up,
    coalesce((SELECT h.rate_bp FROM rolling_rate_history h
              WHERE h.user_id = l.user_id AND h.game_type = b.game_type AND h.valid_from <= b.created_at
              ORDER BY h.valid_from DESC LIMIT 1), 0) AS dated,
    coalesce((SELECT sum(e.amount) FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id AND a.kind = 'rolling_point'
              WHERE e.transaction_id = b.ledger_transaction_id AND a.user_id = l.user_id), 0) AS credited
  FROM bet b
  CROSS JOIN LATERAL (
    SELECT b.user_id AS user_id, 0 AS up
    UNION ALL SELECT ua.ancestor_id, ua.depth FROM user_ancestors ua WHERE ua.user_id = b.user_id
  ) l
), reached AS (
  SELECT v.*, sum(v.credited) OVER (PARTITION BY v.provider, v.txn_id ORDER BY v.up) AS reached FROM level v
), chosen AS (
  SELECT r.provider, r.txn_id, r.up,
    CASE
      WHEN floor(r.amount::numeric * r.dated / 10000) = r.reached THEN r.dated
      WHEN w.lo = w.hi THEN w.lo
      ELSE (SELECT min(h.rate_bp) FROM rolling_rate_history h
            WHERE h.user_id = r.user_id AND h.game_type = r.game_type AND h.rate_bp BETWEEN w.lo AND w.hi
            HAVING count(DISTINCT h.rate_bp) = 1)
    END AS rate_bp
  FROM reached r
  -- The whole rates whose floor(bet x rate) is what the level reached.
  CROSS JOIN LATERAL (
    SELECT greatest(ceil(r.reached * 10000 / nullif(r.amount, 0)::numeric), 0)::int AS lo,
           least(ceil((r.reached + 1) * 10000 / nullif(r.amount, 0)::numeric) - 1, 10000)::int AS hi
  ) w
), restored AS (
  SELECT c.provider, c.txn_id, array_agg(c.rate_bp ORDER BY c.up DESC) AS rates, bool_and(c.rate_bp IS NOT NULL) AS known
  FROM chosen c GROUP BY c.provider, c.txn_id
)
UPDATE provider_transactions pt SET line_rates = restored.rates
  FROM restored WHERE restored.known AND pt.provider = restored.provider AND pt.txn_id = restored.txn_id;

-- wallet_bet of migration 026, now also keeping the rates it paid at on the bet's row: the walk
-- up the line already reads them, so a bet costs one small array more.
CREATE OR REPLACE FUNCTION wallet_bet(p_provider text, p_txn_id text, p_token_hash bytea, p_round_id text, p_amount bigint,
  OUT o_outcome text, OUT o_user_id bigint, OUT o_status smallint, OUT o_body jsonb)
LANGUAGE plpgsql AS $$
DECLARE
  stored_kind text;
  s record;
  lvl record;
  posted record;
  house bigint;
  round_pk bigint;
  accounts bigint[];
  amounts bigint[];
  paid bigint;
  paid_below bigint := 0;
  line_rolling bigint[] := ARRAY[]::bigint[];
  line_rates integer[] := ARRAY[]::integer[];
  credit_before bigint;
  level_user bigint;
  credit_after bigint;
BEGIN
  SELECT t.kind, t.response_status, t.response_body INTO stored_kind, o_status, o_body
    FROM provider_transactions t WHERE t.provider = p_provider AND t.txn_id = p_txn_id;
  IF FOUND THEN
    o_outcome := CASE WHEN stored_kind = 'bet' THEN 'stored' ELSE 'txn_id_conflict' END;
    RETURN;
  END IF;

  SELECT gs.user_id, gs.game_id, g.brand_id, b.game_type, gs.expires_at > now() AS active, u.state, cr.id AS credit_id
    INTO s
    FROM game_sessions gs
    JOIN games g ON g.id = gs.game_id
    JOIN game_brands b ON b.id = g.brand_id
    JOIN users u ON u.id = gs.user_id
    JOIN ledger_accounts cr ON cr.user_id = gs.user_id AND cr.kind = 'member_credit'
    WHERE gs.token_hash = p_token_hash AND gs.provider = p_provider;
  IF NOT FOUND THEN
    o_outcome := 'session_not_found';
    RETURN;
  END IF;
  o_user_id := s.user_id;
  IF s.state <> 'normal' THEN
    o_outcome := 'account_stopped';
    RETURN;
  END IF;
  IF NOT s.active THEN
    o_outcome := 'session_expired';
    RETURN;
  END IF;

  SELECT a.balance INTO credit_before FROM ledger_accounts a WHERE a.id = s.credit_id FOR UPDATE;
  IF credit_before < p_amount THEN
    o_outcome := 'insufficient_credit';
    RETURN;
  END IF;

  SELECT a.id INTO house FROM ledger_accounts a WHERE a.kind = 'house';
  accounts := ARRAY[s.credit_id];
  amounts := ARRAY[-p_amount];
  level_user := s.user_id;
  WHILE level_user IS NOT NULL LOOP
    SELECT u.parent_id, rp.id AS account_id, coalesce(rr.rate_bp, 0) AS rate_bp INTO lvl
      FROM users u
      JOIN ledger_accounts rp ON rp.user_id = u.id AND rp.kind = 'rolling_point'
      LEFT JOIN rolling_rates rr ON rr.user_id = u.id AND rr.game_type = s.game_type
      WHERE u.id = level_user;
    paid := floor(p_amount::numeric * lvl.rate_bp / 10000)::bigint;
    IF paid < paid_below THEN
      RAISE EXCEPTION 'rolling rate % of account % is below its child''s', lvl.rate_bp, lvl.account_id USING ERRCODE = 'check_violation';
    END IF;
    IF paid > paid_below THEN
      accounts := accounts || lvl.account_id;
      amounts := amounts || (paid - paid_below);
    END IF;
    line_rolling := paid || line_rolling;
    line_rates := lvl.rate_bp || line_rates;
    paid_below := paid;
    level_user := lvl.parent_id;
  END LOOP;
  IF p_amount > paid_below THEN
    accounts := accounts || house;
    amounts := amounts || (p_amount - paid_below);
  END IF;

  INSERT INTO game_rounds AS r (provider, round_id, user_id, game_id, brand_id, game_type, bet, rolling)
    VALUES (p_provider, p_round_id, s.user_id, s.game_id, s.brand_id, s.game_type, p_amount, line_rolling)
    ON CONFLICT (provider, round_id) DO UPDATE SET bet = r.bet + EXCLUDED.bet, rolling = bigint_array_add(r.rolling, EXCLUDED.rolling), updated_at = now()
      WHERE r.user_id = EXCLUDED.user_id AND NOT r.closed
    RETURNING r.id INTO round_pk;
  IF round_pk IS NULL THEN
    o_outcome := 'round_closed';
    RETURN;
  END IF;

  posted := ledger_post('game_bet', NULL, NULL, accounts, amounts);
  credit_after := posted.balances[array_position(posted.account_ids, s.credit_id)];

  o_outcome := 'ok';
  o_status := 200;
  o_body := jsonb_build_object('data', jsonb_build_object('balance', credit_after, 'txn_id', p_txn_id));
  INSERT INTO provider_transactions (provider, txn_id, kind, user_id, round_id, amount, ledger_transaction_id, response_status, response_body, line_rates)
    VALUES (p_provider, p_txn_id, 'bet', s.user_id, p_round_id, p_amount, posted.transaction_id, o_status, o_body, line_rates);
END $$;
