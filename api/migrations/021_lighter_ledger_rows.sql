-- Indexes no query needs (issue 11 figures): every bet writes four ledger entries and every win
-- two, each into every index of the table.
--
-- 1. The entries' own id: entries are read by transaction (rollbacks, reports) and never by id,
--    so the transaction leads the primary key and its separate index goes.
-- 2. The NULL idempotency keys of bets and wins (their key is the provider transaction's): the
--    unique index stored every one of them all the same.
ALTER TABLE ledger_entries DROP CONSTRAINT ledger_entries_pkey, ADD PRIMARY KEY (transaction_id, id);
DROP INDEX ledger_entries_transaction_idx;

ALTER TABLE ledger_transactions DROP CONSTRAINT ledger_transactions_idempotency_key_key;
CREATE UNIQUE INDEX ledger_transactions_idempotency_key ON ledger_transactions (idempotency_key) WHERE idempotency_key IS NOT NULL;
