-- A partner's sign-in allow-list (issue 31, decision 071): the addresses and ranges a partner
-- account may sign in from, kept by the partner itself or by the master of its line. None: from
-- anywhere. An address is a range of one (/32, /128); a range is stored without host bits
-- (10.1.2.3/16 is kept as 10.1.0.0/16), so one range is one row. At most 20 rows per account,
-- counted by the API under the account's row lock.
CREATE TABLE sign_in_allow_list (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id     bigint NOT NULL REFERENCES users (id),
  address     inet NOT NULL CHECK (address = network(address)),
  note        text NOT NULL DEFAULT '' CHECK (length(note) <= 100),
  created_at  timestamptz NOT NULL DEFAULT now(),
  created_by  bigint NOT NULL REFERENCES users (id),
  UNIQUE (user_id, address)
);

-- The right password from an address the account's list does not cover: a refused sign-in of its
-- own kind, counted toward the lock-outs like any refusal and shown in the login history as such.
ALTER TABLE login_attempts DROP CONSTRAINT login_attempts_outcome_check;
ALTER TABLE login_attempts ADD CONSTRAINT login_attempts_outcome_check CHECK (outcome IN ('success', 'bad_credentials', 'stopped', 'excluded', 'address_refused'));
