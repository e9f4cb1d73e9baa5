-- A provider's bet and win, each in one statement (issue 3 figures): for a bet, the stored-answer check,
-- the session, the round, the rolling split up the line, the posting and the stored answer, with every plan
-- cached by PL/pgSQL and one round trip and one commit per bet instead of seven and three.
--
-- Outcomes: 'stored' (the first answer, in o_status/o_body), 'ok' (posted; answer stored),
-- or a refusal the caller stores: 'session_not_found', 'account_stopped', 'session_expired',
-- 'insufficient_credit', 'round_closed', 'txn_id_conflict' (the id belongs to another kind of
-- call; not stored). A concurrent copy of the same transaction id that
-- committed first makes the final insert fail (unique_violation), rolling everything back.
CREATE FUNCTION wallet_bet(p_provider text, p_txn_id text, p_token_hash bytea, p_round_id text, p_amount bigint,
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
  credit_before bigint;
  level_user bigint;
  credit_after bigint;
BEGIN
  SELECT t.kind, t.response_status, t.response_body INTO stored_kind, o_status, o_body
    FROM provider_transactions t WHERE t.provider = p_provider AND t.txn_id = p_txn_id;
  IF FOUND THEN
    -- The id answers only a repeat of the same kind of call; reused for another, it is refused.
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

  -- The credit is checked under its row lock before anything is written, so a short credit is
  -- an answer, not an error that would abort a whole batch (ledger_post still refuses it too).
  SELECT a.balance INTO credit_before FROM ledger_accounts a WHERE a.id = s.credit_id FOR UPDATE;
  IF credit_before < p_amount THEN
    o_outcome := 'insufficient_credit';
    RETURN;
  END IF;

  -- Another player's round, or one already settled, is not extended.
  INSERT INTO game_rounds AS r (provider, round_id, user_id, game_id, brand_id, game_type, bet)
    VALUES (p_provider, p_round_id, s.user_id, s.game_id, s.brand_id, s.game_type, p_amount)
    ON CONFLICT (provider, round_id) DO UPDATE SET bet = r.bet + EXCLUDED.bet, updated_at = now()
      WHERE r.user_id = EXCLUDED.user_id AND NOT r.closed
    RETURNING r.id INTO round_pk;
  IF round_pk IS NULL THEN
    o_outcome := 'round_closed';
    RETURN;
  END IF;

  -- The stake goes to the house, which pays the line's rolling out of it. Each level earns
  -- floor(bet x its rate) - floor(bet x its child's rate), so the line earns exactly
  -- floor(bet x top rate) (numeric: bet x rate can pass the bigint range).
  SELECT a.id INTO house FROM ledger_accounts a WHERE a.kind = 'house';
  accounts := ARRAY[s.credit_id];
  amounts := ARRAY[-p_amount];
  -- Up the line one level at a time: a handful of primary-key lookups.
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
    paid_below := paid;
    level_user := lvl.parent_id;
  END LOOP;
  -- The house keeps the stake less the rolling it pays: one entry.
  IF p_amount > paid_below THEN
    accounts := accounts || house;
    amounts := amounts || (p_amount - paid_below);
  END IF;

  -- No ledger idempotency key: provider_transactions' primary key below already lets a
  -- transaction id through once (a racing copy fails there and rolls back).
  posted := ledger_post('game_bet', NULL, NULL, accounts, amounts);
  credit_after := posted.balances[array_position(posted.account_ids, s.credit_id)];

  o_outcome := 'ok';
  o_status := 200;
  o_body := jsonb_build_object('data', jsonb_build_object('balance', credit_after, 'txn_id', p_txn_id));
  INSERT INTO provider_transactions (provider, txn_id, kind, user_id, round_id, amount, ledger_transaction_id, response_status, response_body)
    VALUES (p_provider, p_txn_id, 'bet', s.user_id, p_round_id, p_amount, posted.transaction_id, o_status, o_body);
END $$;

-- A provider's win in one statement, like wallet_bet. Paid even when the session has expired or
-- the account was stopped: the bet was taken, so the prize is owed. Outcomes: 'stored', 'ok',
-- 'session_not_found', 'round_not_found' (not stored: the bet may still be on its way),
-- 'txn_id_conflict'. A racing copy fails like wallet_bet's.
CREATE FUNCTION wallet_win(p_provider text, p_txn_id text, p_token_hash bytea, p_round_id text, p_amount bigint,
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
    -- The id answers only a repeat of the same kind of call; reused for another, it is refused.
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

  -- The member's credit row first, then the round: the order wallet_bet and rollbacks take them in.
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
  ELSE
    SELECT a.balance INTO credit_after FROM ledger_accounts a WHERE a.id = s.credit_id;
  END IF;

  o_outcome := 'ok';
  o_status := 200;
  o_body := jsonb_build_object('data', jsonb_build_object('balance', credit_after, 'txn_id', p_txn_id));
  INSERT INTO provider_transactions (provider, txn_id, kind, user_id, round_id, amount, ledger_transaction_id, response_status, response_body)
    VALUES (p_provider, p_txn_id, 'win', s.user_id, p_round_id, p_amount, ledger_tx, o_status, o_body);
END $$;
