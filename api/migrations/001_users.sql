-- Members and partners in one table: the hierarchy master > agency > member is parent_id.
CREATE TABLE users (
  id                      bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  username                text NOT NULL,
  nickname                text NOT NULL,
  role                    text NOT NULL CHECK (role IN ('member', 'partner')),
  level                   text NOT NULL CHECK (level IN ('master', 'agency', 'member')),
  parent_id               bigint REFERENCES users (id),
  -- A partner's own code that members sign up with; stored upper-case so lookups ignore case.
  referral_code           text UNIQUE CHECK (referral_code = upper(referral_code)),
  state                   text NOT NULL DEFAULT 'normal' CHECK (state IN ('normal', 'stop')),
  phone                   text NOT NULL,
  bank_name               text NOT NULL,
  account_number          text NOT NULL,
  password_hash           text NOT NULL,
  withdraw_password_hash  text NOT NULL,
  created_at              timestamptz NOT NULL DEFAULT now(),
  last_login_at           timestamptz,
  CHECK ((role = 'member') = (level = 'member')),
  CHECK (role = 'partner' OR referral_code IS NULL),
  CHECK (level = 'master' OR parent_id IS NOT NULL)
);

-- IDs are unique regardless of case: "Member1" cannot shadow "member1".
CREATE UNIQUE INDEX users_username_lower_key ON users (lower(username));
CREATE INDEX users_parent_id_idx ON users (parent_id);
