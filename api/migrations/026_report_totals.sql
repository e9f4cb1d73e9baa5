-- Partner reports (issue 13): the totals every report reads, kept beside the rounds instead of
-- summed from millions of raw bets per request; the rates history that lets a rolling credit show
-- how it was made; losing rates and settlements.

-- ---------------------------------------------------------------------------------------------
-- Rolling per level of the line, on each round.
--
-- A bet pays each level of its member's line floor(bet x its rate) - floor(bet x its child's
-- rate), so what reached a partner's line (the partner and everything below it) is
-- floor(bet x the partner's rate): not a sum of bets times a rate (rates change, and each bet is
-- floored on its own). `rolling` keeps those cumulative figures per depth, root first:
-- rolling[1] is what the whole line from the master down got, rolling[k + 1] what the line of the
-- ancestor with k ancestors got, the last element the member's own. A partner at depth k reads
-- element k + 1 of every round of its line; a rollback takes back, per element, what it took
-- from the accounts at or below that depth.
-- ---------------------------------------------------------------------------------------------
CREATE FUNCTION bigint_array_add(a bigint[], b bigint[]) RETURNS bigint[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(coalesce(x, 0) + coalesce(y, 0) ORDER BY i), '{}')
  FROM unnest(a, b) WITH ORDINALITY AS t (x, y, i)
$$;
CREATE FUNCTION bigint_array_sub(a bigint[], b bigint[]) RETURNS bigint[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(coalesce(x, 0) - coalesce(y, 0) ORDER BY i), '{}')
  FROM unnest(a, b) WITH ORDINALITY AS t (x, y, i)
$$;
CREATE AGGREGATE bigint_array_sum(bigint[]) (SFUNC = bigint_array_add, STYPE = bigint[], INITCOND = '{}', PARALLEL = SAFE);

ALTER TABLE game_rounds ADD COLUMN rolling bigint[] NOT NULL DEFAULT '{}';

-- Rounds played before this migration: their rolling from their bets' and rollbacks' postings.
WITH chain AS (
  SELECT r.id, 1 + (SELECT count(*) FROM user_ancestors x WHERE x.user_id = r.user_id)::int AS len FROM game_rounds r
), credited AS (
  SELECT r.id, CASE WHEN a.user_id = r.user_id THEN 0 ELSE ua.depth END AS up, sum(e.amount) AS amount
  FROM game_rounds r
  JOIN provider_transactions pt ON pt.provider = r.provider AND pt.round_id = r.round_id AND pt.kind IN ('bet', 'rollback') AND pt.ledger_transaction_id IS NOT NULL
  JOIN ledger_entries e ON e.transaction_id = pt.ledger_transaction_id
  JOIN ledger_accounts a ON a.id = e.account_id AND a.kind = 'rolling_point'
  LEFT JOIN user_ancestors ua ON ua.user_id = r.user_id AND ua.ancestor_id = a.user_id
  GROUP BY 1, 2
)
UPDATE game_rounds r SET rolling = (
  SELECT array_agg((SELECT coalesce(sum(c.amount), 0) FROM credited c WHERE c.id = r.id AND c.up <= ch.len - i)::bigint ORDER BY i)
  FROM generate_series(1, ch.len) i
) FROM chain ch WHERE ch.id = r.id;

-- wallet_bet of migration 007, now also adding the bet's rolling per depth to its round. The
-- walk up the line comes before the round is written (it writes nothing), so the round is
-- written once, with its rolling.
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
  INSERT INTO provider_transactions (provider, txn_id, kind, user_id, round_id, amount, ledger_transaction_id, response_status, response_body)
    VALUES (p_provider, p_txn_id, 'bet', s.user_id, p_round_id, p_amount, posted.transaction_id, o_status, o_body);
END $$;

-- A rollback's effect on its round: the refunded stake, and per depth the rolling its posting
-- took back (capped per account at what it held, so possibly less than was credited).
CREATE FUNCTION game_round_refund(p_provider text, p_round_id text, p_amount bigint, p_reversal bigint) RETURNS void LANGUAGE sql AS $$
  WITH round AS (
    SELECT r.id, r.user_id, cardinality(r.rolling) AS len FROM game_rounds r WHERE r.provider = p_provider AND r.round_id = p_round_id
  ), taken AS (
    SELECT CASE WHEN a.user_id = round.user_id THEN 0 ELSE ua.depth END AS up, -e.amount AS amount
    FROM round
    JOIN ledger_entries e ON e.transaction_id = p_reversal
    JOIN ledger_accounts a ON a.id = e.account_id AND a.kind = 'rolling_point'
    LEFT JOIN user_ancestors ua ON ua.user_id = round.user_id AND ua.ancestor_id = a.user_id
  )
  UPDATE game_rounds r SET
    refund = r.refund + p_amount,
    rolling = bigint_array_sub(r.rolling, (
      SELECT coalesce(array_agg((SELECT coalesce(sum(t.amount), 0) FROM taken t WHERE t.up <= round.len - i)::bigint ORDER BY i), '{}')
      FROM generate_series(1, round.len) i)),
    updated_at = now()
  FROM round WHERE r.id = round.id
$$;

-- A round's calls, for its detail.
CREATE INDEX provider_transactions_round_idx ON provider_transactions (provider, round_id);

-- ---------------------------------------------------------------------------------------------
-- Report totals. Every change of a round (a bet, a win, a refund) appends its difference to
-- game_totals_pending in the round's own transaction: one insert, no index, no lock on a shared
-- row, so bets do not queue behind each other. The API folds the pending rows into three tables
-- every second (game_totals_fold, one folder at a time), the way partner credits are folded;
-- reports read each table together with what is still pending, in one snapshot, so a figure is
-- exact the moment its round commits:
--   game_totals_member_day  (Seoul day, member, game): a member's figures, any filter;
--   game_totals_parent_day  (Seoul day, the member's partner, game): a line's days and games,
--                           summed over the partners of the line instead of its members;
--   game_totals_member_month (month, member, game type): members' figures over whole months
--                           (by member and the rankings), with the days of partial months
--                           taken from game_totals_member_day.
-- ---------------------------------------------------------------------------------------------
CREATE TABLE game_totals_pending (
  day        date NOT NULL,
  user_id    bigint NOT NULL,
  parent_id  bigint NOT NULL,
  game_id    bigint NOT NULL,
  brand_id   bigint NOT NULL,
  game_type  text NOT NULL,
  provider   text NOT NULL,
  rounds     integer NOT NULL,
  bet        bigint NOT NULL,
  prize      bigint NOT NULL,
  refund     bigint NOT NULL,
  rolling    bigint[] NOT NULL
);

CREATE TABLE game_totals_member_day (
  day        date NOT NULL,
  user_id    bigint NOT NULL,
  game_id    bigint NOT NULL,
  brand_id   bigint NOT NULL,
  game_type  text NOT NULL,
  provider   text NOT NULL,
  rounds     integer NOT NULL,
  bet        bigint NOT NULL,
  prize      bigint NOT NULL,
  refund     bigint NOT NULL,
  rolling    bigint[] NOT NULL,
  PRIMARY KEY (day, user_id, game_id)
);
CREATE INDEX game_totals_member_day_user_idx ON game_totals_member_day (user_id, day);

CREATE TABLE game_totals_parent_day (
  day        date NOT NULL,
  parent_id  bigint NOT NULL,
  game_id    bigint NOT NULL,
  brand_id   bigint NOT NULL,
  game_type  text NOT NULL,
  provider   text NOT NULL,
  rounds     integer NOT NULL,
  bet        bigint NOT NULL,
  prize      bigint NOT NULL,
  refund     bigint NOT NULL,
  rolling    bigint[] NOT NULL,
  PRIMARY KEY (parent_id, day, game_id)
);

CREATE TABLE game_totals_member_month (
  month      date NOT NULL CHECK (extract(day FROM month) = 1),
  user_id    bigint NOT NULL,
  game_type  text NOT NULL,
  rounds     integer NOT NULL,
  bet        bigint NOT NULL,
  prize      bigint NOT NULL,
  refund     bigint NOT NULL,
  rolling    bigint[] NOT NULL,
  PRIMARY KEY (month, user_id, game_type)
);

CREATE FUNCTION game_rounds_to_totals() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.bet = OLD.bet AND NEW.prize = OLD.prize AND NEW.refund = OLD.refund AND NEW.rolling = OLD.rolling THEN
    RETURN NULL;
  END IF;
  INSERT INTO game_totals_pending (day, user_id, parent_id, game_id, brand_id, game_type, provider, rounds, bet, prize, refund, rolling)
    SELECT (NEW.created_at AT TIME ZONE 'Asia/Seoul')::date, NEW.user_id, u.parent_id, NEW.game_id, NEW.brand_id, NEW.game_type, NEW.provider,
           CASE WHEN TG_OP = 'INSERT' THEN 1 ELSE 0 END,
           NEW.bet - coalesce(OLD.bet, 0), NEW.prize - coalesce(OLD.prize, 0), NEW.refund - coalesce(OLD.refund, 0),
           CASE WHEN TG_OP = 'INSERT' THEN NEW.rolling ELSE bigint_array_sub(NEW.rolling, OLD.rolling) END
    FROM users u WHERE u.id = NEW.user_id;
  RETURN NULL;
END $$;
CREATE TRIGGER game_rounds_totals AFTER INSERT OR UPDATE ON game_rounds FOR EACH ROW EXECUTE FUNCTION game_rounds_to_totals();

-- Folds what is pending into the three tables, in one statement (one snapshot, one
-- transaction); a second caller at the same moment returns at once (0) instead of waiting.
-- Answers how many pending rows it folded.
CREATE FUNCTION game_totals_fold() RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  folded integer;
BEGIN
  IF NOT pg_try_advisory_xact_lock(hashtext('casino:game_totals_fold')) THEN
    RETURN 0;
  END IF;
  WITH taken AS (
    DELETE FROM game_totals_pending RETURNING *
  ), member_day AS (
    INSERT INTO game_totals_member_day AS t (day, user_id, game_id, brand_id, game_type, provider, rounds, bet, prize, refund, rolling)
      SELECT day, user_id, game_id, min(brand_id), min(game_type), min(provider), sum(rounds), sum(bet), sum(prize), sum(refund), bigint_array_sum(rolling)
      FROM taken GROUP BY day, user_id, game_id ORDER BY day, user_id, game_id
      ON CONFLICT (day, user_id, game_id) DO UPDATE SET rounds = t.rounds + EXCLUDED.rounds, bet = t.bet + EXCLUDED.bet, prize = t.prize + EXCLUDED.prize,
        refund = t.refund + EXCLUDED.refund, rolling = bigint_array_add(t.rolling, EXCLUDED.rolling)
  ), parent_day AS (
    INSERT INTO game_totals_parent_day AS t (day, parent_id, game_id, brand_id, game_type, provider, rounds, bet, prize, refund, rolling)
      SELECT day, parent_id, game_id, min(brand_id), min(game_type), min(provider), sum(rounds), sum(bet), sum(prize), sum(refund), bigint_array_sum(rolling)
      FROM taken GROUP BY parent_id, day, game_id ORDER BY parent_id, day, game_id
      ON CONFLICT (parent_id, day, game_id) DO UPDATE SET rounds = t.rounds + EXCLUDED.rounds, bet = t.bet + EXCLUDED.bet, prize = t.prize + EXCLUDED.prize,
        refund = t.refund + EXCLUDED.refund, rolling = bigint_array_add(t.rolling, EXCLUDED.rolling)
  ), member_month AS (
    INSERT INTO game_totals_member_month AS t (month, user_id, game_type, rounds, bet, prize, refund, rolling)
      SELECT date_trunc('month', day)::date, user_id, game_type, sum(rounds), sum(bet), sum(prize), sum(refund), bigint_array_sum(rolling)
      FROM taken GROUP BY 1, user_id, game_type ORDER BY 1, user_id, game_type
      ON CONFLICT (month, user_id, game_type) DO UPDATE SET rounds = t.rounds + EXCLUDED.rounds, bet = t.bet + EXCLUDED.bet, prize = t.prize + EXCLUDED.prize,
        refund = t.refund + EXCLUDED.refund, rolling = bigint_array_add(t.rolling, EXCLUDED.rolling)
  )
  SELECT count(*) INTO folded FROM taken;
  RETURN folded;
END $$;

-- Rounds played before this migration.
INSERT INTO game_totals_pending (day, user_id, parent_id, game_id, brand_id, game_type, provider, rounds, bet, prize, refund, rolling)
  SELECT (r.created_at AT TIME ZONE 'Asia/Seoul')::date, r.user_id, u.parent_id, r.game_id, r.brand_id, r.game_type, r.provider, 1, r.bet, r.prize, r.refund, r.rolling
  FROM game_rounds r JOIN users u ON u.id = r.user_id;
SELECT game_totals_fold();

-- ---------------------------------------------------------------------------------------------
-- Every rolling rate a user has had, from when: a rolling credit shows the rates of the moment
-- its bet was taken. Rates set before this migration count from the beginning. A change counts
-- from its transaction's time (now()), the time rounds written in that transaction carry too.
-- ---------------------------------------------------------------------------------------------
CREATE TABLE rolling_rate_history (
  user_id     bigint NOT NULL REFERENCES users (id),
  game_type   text NOT NULL,
  rate_bp     integer NOT NULL,
  valid_from  timestamptz NOT NULL,
  PRIMARY KEY (user_id, game_type, valid_from)
);
INSERT INTO rolling_rate_history (user_id, game_type, rate_bp, valid_from) SELECT user_id, game_type, rate_bp, '-infinity' FROM rolling_rates;

CREATE FUNCTION rolling_rates_to_history() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO rolling_rate_history (user_id, game_type, rate_bp, valid_from) VALUES (NEW.user_id, NEW.game_type, NEW.rate_bp, now())
    ON CONFLICT (user_id, game_type, valid_from) DO UPDATE SET rate_bp = EXCLUDED.rate_bp;
  RETURN NULL;
END $$;
CREATE TRIGGER rolling_rates_history AFTER INSERT OR UPDATE OF rate_bp ON rolling_rates FOR EACH ROW EXECUTE FUNCTION rolling_rates_to_history();

-- ---------------------------------------------------------------------------------------------
-- Losing: each partner's share per game type (basis points of its downline's play less the
-- rolling paid to its line); a child's never above its parent's, as for rolling.
-- ---------------------------------------------------------------------------------------------
CREATE TABLE losing_rates (
  user_id    bigint NOT NULL REFERENCES users (id),
  game_type  text NOT NULL REFERENCES game_types (code),
  rate_bp    integer NOT NULL CHECK (rate_bp BETWEEN 0 AND 10000),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, game_type)
);

CREATE FUNCTION losing_rate_within_line() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  parent_rate integer;
  child_max integer;
BEGIN
  SELECT coalesce(r.rate_bp, 0) INTO parent_rate
    FROM users u LEFT JOIN losing_rates r ON r.user_id = u.parent_id AND r.game_type = NEW.game_type
    WHERE u.id = NEW.user_id AND u.parent_id IS NOT NULL;
  IF parent_rate IS NOT NULL AND NEW.rate_bp > parent_rate THEN
    RAISE EXCEPTION 'losing rate % of user % exceeds its parent''s %', NEW.rate_bp, NEW.user_id, parent_rate USING ERRCODE = 'check_violation';
  END IF;
  SELECT max(r.rate_bp) INTO child_max
    FROM users c JOIN losing_rates r ON r.user_id = c.id AND r.game_type = NEW.game_type
    WHERE c.parent_id = NEW.user_id;
  IF child_max IS NOT NULL AND child_max > NEW.rate_bp THEN
    RAISE EXCEPTION 'losing rate % of user % is below a child''s %', NEW.rate_bp, NEW.user_id, child_max USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER losing_rates_within_line BEFORE INSERT OR UPDATE ON losing_rates FOR EACH ROW EXECUTE FUNCTION losing_rate_within_line();

-- A settled period of one partner: the figure as settled (its working), what it paid and what it
-- carries on. Periods of one partner never overlap, whatever their kind, so no play is settled
-- twice; the exclusion constraint holds that even for two settlements racing.
CREATE EXTENSION IF NOT EXISTS btree_gist;
CREATE TABLE losing_settlements (
  id                     bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  partner_id             bigint NOT NULL REFERENCES users (id),
  period_kind            text NOT NULL CHECK (period_kind IN ('day', 'week', 'month')),
  period                 daterange NOT NULL CHECK (NOT isempty(period)),
  figure                 jsonb NOT NULL,
  total                  bigint NOT NULL,
  carry_in               bigint NOT NULL CHECK (carry_in <= 0),
  paid                   bigint NOT NULL CHECK (paid >= 0),
  carry_out              bigint NOT NULL CHECK (carry_out <= 0),
  ledger_transaction_id  bigint REFERENCES ledger_transactions (id),
  settled_by             bigint NOT NULL REFERENCES users (id),
  created_at             timestamptz NOT NULL DEFAULT now(),
  EXCLUDE USING gist (partner_id WITH =, period WITH &&)
);
CREATE INDEX losing_settlements_partner_idx ON losing_settlements (partner_id, upper(period));
