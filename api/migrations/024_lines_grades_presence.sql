-- Partner back-office, part 2 (issue 12): the line as a closure table, member grades, and when
-- a session was last used (who is online now).

-- Every (ancestor, descendant) pair of the hierarchy, at any depth: a partner's downline is one
-- index range instead of a recursive walk over the users table (100,000 members in one line).
-- Kept by the triggers below, on insert and on a move.
CREATE TABLE user_ancestors (
  ancestor_id  bigint NOT NULL REFERENCES users (id),
  user_id      bigint NOT NULL REFERENCES users (id),
  depth        smallint NOT NULL CHECK (depth >= 1),
  PRIMARY KEY (ancestor_id, user_id)
);
CREATE INDEX user_ancestors_user_idx ON user_ancestors (user_id);

-- New accounts share one advisory lock and a move takes it alone: an account added under a
-- subtree that is moving at that moment, or two moves that would close a loop, wait for each
-- other instead of reading the pairs from before the other committed.
CREATE FUNCTION user_ancestors_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock_shared(hashtext('casino:user_ancestors'));
  IF NEW.parent_id IS NOT NULL THEN
    INSERT INTO user_ancestors (ancestor_id, user_id, depth)
      SELECT NEW.parent_id, NEW.id, 1
      UNION ALL
      SELECT a.ancestor_id, NEW.id, a.depth + 1 FROM user_ancestors a WHERE a.user_id = NEW.parent_id;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER users_ancestors_add AFTER INSERT ON users FOR EACH ROW EXECUTE FUNCTION user_ancestors_add();

-- A move (an operator re-parenting an account) takes its whole subtree along: the pairs with the
-- old ancestors go, the pairs with the new ones come; a move below itself is refused.
CREATE FUNCTION user_ancestors_move() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('casino:user_ancestors'));
  IF NEW.parent_id = NEW.id OR EXISTS (SELECT 1 FROM user_ancestors a WHERE a.ancestor_id = NEW.id AND a.user_id = NEW.parent_id) THEN
    RAISE EXCEPTION 'user % cannot move below itself', NEW.id USING ERRCODE = 'check_violation';
  END IF;
  DELETE FROM user_ancestors a
    WHERE a.ancestor_id IN (SELECT o.ancestor_id FROM user_ancestors o WHERE o.user_id = NEW.id)
      AND (a.user_id = NEW.id OR a.user_id IN (SELECT s.user_id FROM user_ancestors s WHERE s.ancestor_id = NEW.id));
  IF NEW.parent_id IS NOT NULL THEN
    INSERT INTO user_ancestors (ancestor_id, user_id, depth)
      SELECT up.ancestor_id, sub.user_id, up.depth + sub.depth
      FROM (SELECT NEW.parent_id AS ancestor_id, 1 AS depth
            UNION ALL SELECT a.ancestor_id, a.depth + 1 FROM user_ancestors a WHERE a.user_id = NEW.parent_id) up
      CROSS JOIN (SELECT NEW.id AS user_id, 0 AS depth
            UNION ALL SELECT s.user_id, s.depth FROM user_ancestors s WHERE s.ancestor_id = NEW.id) sub;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER users_ancestors_move AFTER UPDATE OF parent_id ON users
  FOR EACH ROW WHEN (OLD.parent_id IS DISTINCT FROM NEW.parent_id) EXECUTE FUNCTION user_ancestors_move();

INSERT INTO user_ancestors (ancestor_id, user_id, depth)
  WITH RECURSIVE up AS (
    SELECT u.parent_id AS ancestor_id, u.id AS user_id, 1 AS depth FROM users u WHERE u.parent_id IS NOT NULL
    UNION ALL
    SELECT p.parent_id, up.user_id, up.depth + 1 FROM up JOIN users p ON p.id = up.ancestor_id WHERE p.parent_id IS NOT NULL
  )
  SELECT ancestor_id, user_id, depth FROM up;

-- Member grades (spec: grade/list), shown where members are. Level 1 is every new member's.
CREATE TABLE grades (
  level    smallint PRIMARY KEY CHECK (level >= 1),
  name_ko  text NOT NULL,
  name_en  text NOT NULL
);
INSERT INTO grades (level, name_ko, name_en)
  VALUES (1, '일반', 'Standard'), (2, '실버', 'Silver'), (3, '골드', 'Gold'), (4, '플래티넘', 'Platinum'), (5, 'VIP', 'VIP');
ALTER TABLE users ADD COLUMN grade smallint NOT NULL DEFAULT 1 REFERENCES grades (level);

-- When the session last carried a request, written at most once a minute per session: "online"
-- is a session used in the last few minutes, not merely one that has not expired.
ALTER TABLE sessions ADD COLUMN last_seen_at timestamptz NOT NULL DEFAULT now();
CREATE INDEX sessions_seen_idx ON sessions (last_seen_at) WHERE revoked_at IS NULL;
