-- Account kinds as rows (issue 11 figures). A CHECK constraint is read back from its stored text
-- and prepared again by every statement that writes its table, even an UPDATE that leaves its
-- columns alone: each balance update of a bet or win re-read the list of six kinds. A foreign key
-- is checked only when an account is opened or its kind changes. A new kind is a row here.
CREATE TABLE ledger_account_kinds (kind text PRIMARY KEY);
INSERT INTO ledger_account_kinds (kind)
  VALUES ('member_cash'), ('member_credit'), ('rolling_point'), ('partner_balance'), ('withdraw_hold'), ('house');

ALTER TABLE ledger_accounts
  DROP CONSTRAINT ledger_accounts_kind_check,
  ADD CONSTRAINT ledger_accounts_kind_fkey FOREIGN KEY (kind) REFERENCES ledger_account_kinds (kind);
