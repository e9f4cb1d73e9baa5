-- Bets and wins in batches (issue 3 figures). Each call is still its own set of rows and ledger
-- transaction, processed exactly as alone; a batch only shares one round trip and one COMMIT
-- (with its WAL flush) between the calls that arrived together. The API keeps one batch in
-- flight per lane and puts every call of one game session in the same lane, so batches seldom
-- wait on the same member's rows; when two do deadlock (one member playing in two windows),
-- PostgreSQL aborts one and the API runs its calls one by one.

-- Runs a batch of bet and win calls in order; answers one row per call, by its index.
-- p_calls: [{ "fn": "bet"|"win", "provider", "txn_id", "token_hash" (hex), "round_id", "amount" }].
CREATE FUNCTION wallet_batch(p_calls jsonb)
RETURNS TABLE (o_index integer, o_outcome text, o_user_id bigint, o_status smallint, o_body jsonb)
LANGUAGE plpgsql AS $$
DECLARE
  c jsonb;
  i integer := 0;
  r record;
BEGIN
  FOR c IN SELECT value FROM jsonb_array_elements(p_calls) LOOP
    IF c->>'fn' = 'bet' THEN
      r := wallet_bet(c->>'provider', c->>'txn_id', decode(c->>'token_hash', 'hex'), c->>'round_id', (c->>'amount')::bigint);
    ELSIF c->>'fn' = 'win' THEN
      r := wallet_win(c->>'provider', c->>'txn_id', decode(c->>'token_hash', 'hex'), c->>'round_id', (c->>'amount')::bigint);
    ELSE
      RAISE EXCEPTION 'unknown wallet call %', c->>'fn';
    END IF;
    o_index := i;
    o_outcome := r.o_outcome;
    o_user_id := r.o_user_id;
    o_status := r.o_status;
    o_body := r.o_body;
    RETURN NEXT;
    i := i + 1;
  END LOOP;
END $$;
