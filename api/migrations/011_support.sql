-- Support (issue 5): inbox notes to users and customer-service inquiries.

-- A note to one user. `content` is HTML from staff, sanitized before it is stored.
CREATE TABLE inbox_messages (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id     bigint NOT NULL REFERENCES users (id),
  title       text NOT NULL,
  content     text NOT NULL,
  read_at     timestamptz,
  deleted_at  timestamptz,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX inbox_messages_user_idx ON inbox_messages (user_id, created_at DESC, id DESC) WHERE deleted_at IS NULL;

-- An inquiry: plain text from the user, an answer from staff, then the user's confirmation.
CREATE TABLE tickets (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id      bigint NOT NULL REFERENCES users (id),
  title        text NOT NULL CHECK (length(btrim(title)) > 0),
  content      text NOT NULL CHECK (length(btrim(content)) > 0),
  answer       text,
  answered_at  timestamptz,
  confirmed_at timestamptz,
  created_at   timestamptz NOT NULL DEFAULT now(),
  CHECK ((answer IS NULL) = (answered_at IS NULL)),
  CHECK (confirmed_at IS NULL OR answered_at IS NOT NULL)
);
CREATE INDEX tickets_user_idx ON tickets (user_id, created_at DESC, id DESC);
