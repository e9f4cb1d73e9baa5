-- A member's wallet calls by their own time (the bet-list window's reconciliation list,
-- reports/game-transactions.ts): every call of a range, refused ones and calls with no round
-- included, without reading the whole table (3 million calls: 2.1 s per page without it, 4 ms
-- with it). Calls of an unknown session have no user and sit under NULL.
CREATE INDEX provider_transactions_user_time_idx ON provider_transactions (user_id, created_at);

-- Every wallet call first looks up its id by the primary key (provider, txn_id). The round index
-- of migration 026 started with the provider too, and a plan made before the table has
-- statistics (a fresh database, the first minutes of a deploy) could take it for that lookup,
-- reading every call of the provider instead of one: migration 029's two columns tipped the
-- estimates that way and halved the wallet's throughput (bench:wallet, 32 clients: 754 bets/s
-- with the round first, 290 without). Led by the round, it serves the round's calls as well and
-- can never stand in for the primary key.
DROP INDEX provider_transactions_round_idx;
CREATE INDEX provider_transactions_round_idx ON provider_transactions (round_id, provider);
