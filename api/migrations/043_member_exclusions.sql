-- Player protection, step 3 (issue 31, decision 071): a break a member takes from play. A
-- cool-off (24 hours, 7 or 30 days) or a self-exclusion (6 months, a year, for good) holds from
-- `started_at` to `until` (NULL: permanent): sign-in refused, every session ended, a partner's
-- payment to it refused; open withdrawals are still decided and paid. Only an operator ends one
-- early, with a reason (ended_at, ended_by, end_reason together).
CREATE TABLE member_exclusions (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id     bigint NOT NULL REFERENCES users (id),
  period      text NOT NULL CHECK (period IN ('24h', '7d', '30d', '6m', '1y', 'permanent')),
  started_at  timestamptz NOT NULL DEFAULT now(),
  until       timestamptz,
  ended_at    timestamptz,
  ended_by    bigint REFERENCES users (id),
  end_reason  text CHECK (length(end_reason) BETWEEN 1 AND 500),
  CHECK ((period = 'permanent') = (until IS NULL)),
  CHECK (until IS NULL OR until > started_at),
  CHECK ((ended_at IS NULL) = (ended_by IS NULL) AND (ended_at IS NULL) = (end_reason IS NULL))
);
CREATE INDEX member_exclusions_user_idx ON member_exclusions (user_id);

-- A right password on an account taking a break is a refused sign-in of its own kind: it counts
-- toward the lock-outs like any refusal, and shows in the login history for what it was.
ALTER TABLE login_attempts DROP CONSTRAINT login_attempts_outcome_check;
ALTER TABLE login_attempts ADD CONSTRAINT login_attempts_outcome_check CHECK (outcome IN ('success', 'bad_credentials', 'stopped', 'excluded'));
