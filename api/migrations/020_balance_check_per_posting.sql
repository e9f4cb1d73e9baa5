-- Fewer checks and row locks per posting (issue 11 figures). The ledger's rules stay enforced by
-- the database; they are checked once per posting instead of once per row.
--
-- 1. Balance. A deferred trigger summed a transaction's entries once for every entry and once more
--    for its header: five times for a bet's four entries. Entries are now checked once per
--    statement that adds them, for each transaction the statement touched: the header exists, and
--    all of the transaction's entries (those already there included) sum to zero, two at least.
--    ledger_post adds a posting's entries in one statement; entries split over two statements are
--    refused after the first. The header keeps its deferred check (a header left without entries).
-- 2. Foreign keys to rows that are never deleted: each checked row was locked KEY SHARE (a WAL
--    record, and a MultiXact when bets share the row), on every entry (its header), on every
--    provider transaction (its member and ledger transaction) and on every round (its member).
--    Ledger transactions are append-only (migration 003), so the entries' check above covers the
--    header without a lock; members are never deleted, and the wallet functions take the member
--    from the game session, which keeps its key, like the catalog keys migration 008 dropped.

-- Each transaction's rows are found by key (a LATERAL subquery with an aggregate stays a lookup):
-- a join would be planned once per connection, while the tables are still small, and then keep
-- reading them whole as they grow.
CREATE FUNCTION ledger_entries_assert_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  bad record;
BEGIN
  SELECT t.transaction_id AS id, h.known, s.total, s.n INTO bad
    FROM (SELECT DISTINCT n.transaction_id FROM new_entries n) t
    CROSS JOIN LATERAL (SELECT count(*) > 0 AS known FROM ledger_transactions x WHERE x.id = t.transaction_id) h
    CROSS JOIN LATERAL (SELECT coalesce(sum(e.amount), 0) AS total, count(*) AS n FROM ledger_entries e WHERE e.transaction_id = t.transaction_id) s
    WHERE NOT h.known OR s.total <> 0 OR s.n < 2
    LIMIT 1;
  IF NOT FOUND THEN
    RETURN NULL;
  END IF;
  IF NOT bad.known THEN
    RAISE EXCEPTION 'ledger entries name an unknown transaction %', bad.id USING ERRCODE = 'foreign_key_violation';
  END IF;
  RAISE EXCEPTION 'ledger transaction % is unbalanced (sum %, % entries)', bad.id, bad.total, bad.n
    USING ERRCODE = 'check_violation';
END $$;

-- The header's own check at commit, without the generic function's row-to-JSON conversion.
CREATE FUNCTION ledger_transaction_assert_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  total numeric;
  entries bigint;
BEGIN
  SELECT coalesce(sum(e.amount), 0), count(*) INTO total, entries FROM ledger_entries e WHERE e.transaction_id = NEW.id;
  IF total <> 0 OR entries < 2 THEN
    RAISE EXCEPTION 'ledger transaction % is unbalanced (sum %, % entries)', NEW.id, total, entries
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END $$;

DROP TRIGGER ledger_transactions_balanced ON ledger_transactions;
CREATE CONSTRAINT TRIGGER ledger_transactions_balanced
  AFTER INSERT ON ledger_transactions DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION ledger_transaction_assert_balanced();

DROP TRIGGER ledger_entries_balanced ON ledger_entries;
ALTER TABLE ledger_entries DROP CONSTRAINT ledger_entries_transaction_id_fkey;
CREATE TRIGGER ledger_entries_balanced AFTER INSERT ON ledger_entries REFERENCING NEW TABLE AS new_entries
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_entries_assert_balanced();
DROP FUNCTION ledger_assert_balanced();

ALTER TABLE provider_transactions DROP CONSTRAINT provider_transactions_user_id_fkey;
ALTER TABLE provider_transactions DROP CONSTRAINT provider_transactions_ledger_transaction_id_fkey;
ALTER TABLE game_rounds DROP CONSTRAINT game_rounds_user_id_fkey;
