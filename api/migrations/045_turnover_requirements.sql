-- The rolling requirement (issue 31, decision 071): the share of a member's last deposit its line
-- expects staked before a withdrawal, set by the line's master (its root). One row per master that
-- set one; none: no request is measured. It refuses nothing: withdrawal requests show their
-- turnover against it, and a risk flag names the requests below it.
CREATE TABLE turnover_requirements (
  master_id  bigint PRIMARY KEY REFERENCES users (id),
  percent    integer NOT NULL CHECK (percent BETWEEN 1 AND 1000),
  updated_at timestamptz NOT NULL DEFAULT now()
);
