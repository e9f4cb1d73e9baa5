-- Rounds that reconcile (issue 31). A round left open (its provider never sent the win) may be
-- closed by the operator once it is stale: each stake in it not yet refunded goes back to the
-- member as a rollback would, and the round is voided. The API does the refunds
-- (api/src/games/staff/close-round.ts); here, the mark and the wallet's refusal of a late win.
ALTER TABLE game_rounds ADD COLUMN voided_at timestamptz;

-- The refused calls (409: a bet on a settled round, a rollback's tombstone) by time, for the
-- operator's day view; a partial index, so an accepted call writes nothing to it.
CREATE INDEX provider_transactions_refused_idx ON provider_transactions (created_at) WHERE response_status = 409;

-- wallet_win of migration 041, now refusing a prize for a voided round ('round_voided', answered
-- 409 ROUND_VOIDED and stored): its stakes were refunded, so nothing is owed on it.
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
    WHERE r.provider = p_provider AND r.round_id = p_round_id AND r.user_id = s.user_id AND r.voided_at IS NULL
    RETURNING r.id INTO round_pk;
  IF round_pk IS NULL THEN
    PERFORM 1 FROM game_rounds r WHERE r.provider = p_provider AND r.round_id = p_round_id AND r.user_id = s.user_id;
    o_outcome := CASE WHEN FOUND THEN 'round_voided' ELSE 'round_not_found' END;
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
