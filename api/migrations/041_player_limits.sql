-- Player protection, step 1 (issue 31, decision 071): the limits a member sets, what each period
-- has used of them, and the bets refused in the bet's own transaction when they would pass one.

-- ---------------------------------------------------------------------------------------------
-- Limits. One row per member, kind and the account that set it (the member itself, or later a
-- partner of its line); the limit in force for a kind is the least of its rows. A raise or a
-- removal waits 24 hours in `pending_amount` (NULL: removed) from `pending_from`; a row read after
-- that moment is read with it, and the next write keeps it. `amount` NULL: no limit of this row.
-- Money in whole won, `session_minutes` in minutes.
-- ---------------------------------------------------------------------------------------------
CREATE TABLE member_limits (
  user_id         bigint NOT NULL REFERENCES users (id),
  kind            text NOT NULL CHECK (kind IN ('deposit_day', 'deposit_week', 'deposit_month', 'loss_day', 'loss_week', 'loss_month', 'wager_day', 'session_minutes')),
  set_by          bigint NOT NULL REFERENCES users (id),
  amount          bigint CHECK (amount >= 0),
  pending_amount  bigint CHECK (pending_amount >= 0),
  pending_from    timestamptz,
  updated_at      timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, kind, set_by),
  CHECK (pending_from IS NOT NULL OR pending_amount IS NULL)
);

-- A row's limit at this moment.
CREATE FUNCTION member_limit_in_force(l member_limits) RETURNS bigint LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN l.pending_from IS NOT NULL AND l.pending_from <= now() THEN l.pending_amount ELSE l.amount END
$$;

-- The Seoul day of a moment: the day every report and the member's screen count in.
CREATE FUNCTION seoul_day(p_at timestamptz) RETURNS date LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT (p_at AT TIME ZONE 'Asia/Seoul')::date
$$;

-- ---------------------------------------------------------------------------------------------
-- What a member staked and won per Seoul day, kept by the wallet's calls in their own
-- transaction, after the member's credit row is locked (so one member's calls take its row in
-- turn): a bet adds its stake to its day, a win its prize to its day, a rollback takes the stake
-- back from the bet's day. A week or a month is a range of at most 31 rows. Written by the calls
-- themselves rather than by a trigger on provider_transactions: the trigger cost `bench:wallet`
-- about 5 % more (bench/README).
-- ---------------------------------------------------------------------------------------------
CREATE TABLE member_play_days (
  user_id  bigint NOT NULL REFERENCES users (id),
  day      date NOT NULL,
  bets     bigint NOT NULL DEFAULT 0,
  prizes   bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (user_id, day)
);

CREATE FUNCTION member_play_day_add(p_user_id bigint, p_day date, p_bets bigint, p_prizes bigint) RETURNS void LANGUAGE sql AS $$
  INSERT INTO member_play_days AS d (user_id, day, bets, prizes) VALUES (p_user_id, p_day, p_bets, p_prizes)
    ON CONFLICT (user_id, day) DO UPDATE SET bets = d.bets + EXCLUDED.bets, prizes = d.prizes + EXCLUDED.prizes
$$;

-- Play before this migration, for the periods still running (a month and a week reach back at
-- most 37 days): accepted bets not rolled back, and prizes, each on its call's day. The table is
-- held against new calls until this migration commits (with the functions below), so a call that
-- an API process still running the old wallet_bet commits meanwhile is not missed.
LOCK TABLE provider_transactions IN SHARE MODE;
INSERT INTO member_play_days (user_id, day, bets, prizes)
  SELECT t.user_id, seoul_day(t.created_at),
    coalesce(sum(t.amount) FILTER (WHERE t.kind = 'bet' AND NOT t.rolled_back), 0),
    coalesce(sum(t.amount) FILTER (WHERE t.kind = 'win'), 0)
  FROM provider_transactions t
  WHERE t.response_status = 200 AND t.kind IN ('bet', 'win') AND t.user_id IS NOT NULL AND t.created_at >= now() - interval '40 days'
  GROUP BY 1, 2;

-- Which limit a stake would pass, or NULL: the member's total bets of the day, or its loss (bets
-- minus prizes) of the day, week (from Monday) or month, with the stake added. One indexed read
-- of the limits, and nothing more for a member without any.
CREATE FUNCTION member_play_refusal(p_user_id bigint, p_stake bigint) RETURNS text LANGUAGE plpgsql STABLE AS $$
DECLARE
  lim record;
  used record;
  today date := seoul_day(now());
  week_start date := date_trunc('week', today)::date;
  month_start date := date_trunc('month', today)::date;
BEGIN
  SELECT min(member_limit_in_force(l)) FILTER (WHERE l.kind = 'wager_day') AS wager_day,
         min(member_limit_in_force(l)) FILTER (WHERE l.kind = 'loss_day') AS loss_day,
         min(member_limit_in_force(l)) FILTER (WHERE l.kind = 'loss_week') AS loss_week,
         min(member_limit_in_force(l)) FILTER (WHERE l.kind = 'loss_month') AS loss_month
    INTO lim
    FROM member_limits l WHERE l.user_id = p_user_id AND l.kind IN ('wager_day', 'loss_day', 'loss_week', 'loss_month');
  IF lim.wager_day IS NULL AND lim.loss_day IS NULL AND lim.loss_week IS NULL AND lim.loss_month IS NULL THEN
    RETURN NULL;
  END IF;
  SELECT coalesce(sum(d.bets) FILTER (WHERE d.day = today), 0) AS wager_day,
         coalesce(sum(d.bets - d.prizes) FILTER (WHERE d.day = today), 0) AS loss_day,
         coalesce(sum(d.bets - d.prizes) FILTER (WHERE d.day >= week_start), 0) AS loss_week,
         coalesce(sum(d.bets - d.prizes) FILTER (WHERE d.day >= month_start), 0) AS loss_month
    INTO used
    FROM member_play_days d WHERE d.user_id = p_user_id AND d.day >= least(week_start, month_start) AND d.day <= today;
  IF used.wager_day + p_stake > lim.wager_day THEN
    RETURN 'wager_limit';
  END IF;
  IF used.loss_day + p_stake > lim.loss_day OR used.loss_week + p_stake > lim.loss_week OR used.loss_month + p_stake > lim.loss_month THEN
    RETURN 'loss_limit';
  END IF;
  RETURN NULL;
END $$;

-- wallet_bet of migration 029, now refusing a stake that would pass a limit ('loss_limit',
-- 'wager_limit'; answered 403 LIMIT_REACHED) after the credit row's lock, which orders all of a
-- member's bets on every API process, and adding an accepted stake to the member's day.
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
  refusal text;
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
  refusal := member_play_refusal(s.user_id, p_amount);
  IF refusal IS NOT NULL THEN
    o_outcome := refusal;
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
  PERFORM member_play_day_add(s.user_id, seoul_day(now()), p_amount, 0);

  o_outcome := 'ok';
  o_status := 200;
  o_body := jsonb_build_object('data', jsonb_build_object('balance', credit_after, 'txn_id', p_txn_id));
  INSERT INTO provider_transactions (provider, txn_id, kind, user_id, round_id, amount, ledger_transaction_id, response_status, response_body, line_rates)
    VALUES (p_provider, p_txn_id, 'bet', s.user_id, p_round_id, p_amount, posted.transaction_id, o_status, o_body, line_rates);
END $$;

-- wallet_win of migration 007, now adding its prize to the member's day (under the credit row's
-- lock it already takes).
CREATE OR REPLACE FUNCTION wallet_win(p_provider text, p_txn_id text, p_token_hash bytea, p_round_id text, p_amount bigint,
  OUT o_outcome text, OUT o_user_id bigint, OUT o_status smallint, OUT o_body jsonb)
LANGUAGE plpgsql AS $$
DECLARE
  stored_kind text;
  s record;
  posted record;
  house bigint;
  round_pk bigint;
  credit_after bigint;
  ledger_tx bigint;
BEGIN
  SELECT t.kind, t.response_status, t.response_body INTO stored_kind, o_status, o_body
    FROM provider_transactions t WHERE t.provider = p_provider AND t.txn_id = p_txn_id;
  IF FOUND THEN
    o_outcome := CASE WHEN stored_kind = 'win' THEN 'stored' ELSE 'txn_id_conflict' END;
    RETURN;
  END IF;

  SELECT gs.user_id, cr.id AS credit_id
    INTO s
    FROM game_sessions gs
    JOIN ledger_accounts cr ON cr.user_id = gs.user_id AND cr.kind = 'member_credit'
    WHERE gs.token_hash = p_token_hash AND gs.provider = p_provider;
  IF NOT FOUND THEN
    o_outcome := 'session_not_found';
    RETURN;
  END IF;
  o_user_id := s.user_id;

  PERFORM 1 FROM ledger_accounts a WHERE a.id = s.credit_id FOR UPDATE;
  UPDATE game_rounds r SET prize = r.prize + p_amount, closed = true, updated_at = now()
    WHERE r.provider = p_provider AND r.round_id = p_round_id AND r.user_id = s.user_id
    RETURNING r.id INTO round_pk;
  IF round_pk IS NULL THEN
    o_outcome := 'round_not_found';
    RETURN;
  END IF;

  IF p_amount > 0 THEN
    SELECT a.id INTO house FROM ledger_accounts a WHERE a.kind = 'house';
    posted := ledger_post('game_win', NULL, NULL, ARRAY[house, s.credit_id], ARRAY[-p_amount, p_amount]);
    credit_after := posted.balances[array_position(posted.account_ids, s.credit_id)];
    ledger_tx := posted.transaction_id;
    PERFORM member_play_day_add(s.user_id, seoul_day(now()), 0, p_amount);
  ELSE
    SELECT a.balance INTO credit_after FROM ledger_accounts a WHERE a.id = s.credit_id;
  END IF;

  o_outcome := 'ok';
  o_status := 200;
  o_body := jsonb_build_object('data', jsonb_build_object('balance', credit_after, 'txn_id', p_txn_id));
  INSERT INTO provider_transactions (provider, txn_id, kind, user_id, round_id, amount, ledger_transaction_id, response_status, response_body)
    VALUES (p_provider, p_txn_id, 'win', s.user_id, p_round_id, p_amount, ledger_tx, o_status, o_body);
END $$;
