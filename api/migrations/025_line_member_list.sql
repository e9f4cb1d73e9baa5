-- The membership screen over a large line (issue 12's bench: 100,000 members under one master).
--
-- The closure table carries what the list filters on first, the descendant's role and state, so
-- a line's members in a state, and their count, are one index range of user_ancestors: the list
-- no longer joins every member's users row to learn which ones it shows. Triggers keep the copy:
-- new pairs take the account's role and state, and a state change rewrites the account's pairs
-- under the same shared lock new accounts take, so it never races a move of its subtree.
ALTER TABLE user_ancestors ADD COLUMN user_role text, ADD COLUMN user_state text;
UPDATE user_ancestors a SET user_role = u.role, user_state = u.state FROM users u WHERE u.id = a.user_id;
ALTER TABLE user_ancestors ALTER COLUMN user_role SET NOT NULL, ALTER COLUMN user_state SET NOT NULL;
CREATE INDEX user_ancestors_line_members ON user_ancestors (ancestor_id, user_state, user_id) WHERE user_role = 'member';

CREATE OR REPLACE FUNCTION user_ancestors_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock_shared(hashtext('casino:user_ancestors'));
  IF NEW.parent_id IS NOT NULL THEN
    INSERT INTO user_ancestors (ancestor_id, user_id, depth, user_role, user_state)
      SELECT NEW.parent_id, NEW.id, 1, NEW.role, NEW.state
      UNION ALL
      SELECT a.ancestor_id, NEW.id, a.depth + 1, NEW.role, NEW.state FROM user_ancestors a WHERE a.user_id = NEW.parent_id;
  END IF;
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION user_ancestors_move() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('casino:user_ancestors'));
  IF NEW.parent_id = NEW.id OR EXISTS (SELECT 1 FROM user_ancestors a WHERE a.ancestor_id = NEW.id AND a.user_id = NEW.parent_id) THEN
    RAISE EXCEPTION 'user % cannot move below itself', NEW.id USING ERRCODE = 'check_violation';
  END IF;
  DELETE FROM user_ancestors a
    WHERE a.ancestor_id IN (SELECT o.ancestor_id FROM user_ancestors o WHERE o.user_id = NEW.id)
      AND (a.user_id = NEW.id OR a.user_id IN (SELECT s.user_id FROM user_ancestors s WHERE s.ancestor_id = NEW.id));
  IF NEW.parent_id IS NOT NULL THEN
    INSERT INTO user_ancestors (ancestor_id, user_id, depth, user_role, user_state)
      SELECT up.ancestor_id, sub.user_id, up.depth + sub.depth, m.role, m.state
      FROM (SELECT NEW.parent_id AS ancestor_id, 1 AS depth
            UNION ALL SELECT a.ancestor_id, a.depth + 1 FROM user_ancestors a WHERE a.user_id = NEW.parent_id) up
      CROSS JOIN (SELECT NEW.id AS user_id, 0 AS depth
            UNION ALL SELECT s.user_id, s.depth FROM user_ancestors s WHERE s.ancestor_id = NEW.id) sub
      JOIN users m ON m.id = sub.user_id;
  END IF;
  RETURN NULL;
END $$;

CREATE FUNCTION user_ancestors_restate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock_shared(hashtext('casino:user_ancestors'));
  UPDATE user_ancestors SET user_role = NEW.role, user_state = NEW.state WHERE user_id = NEW.id;
  RETURN NULL;
END $$;
CREATE TRIGGER users_ancestors_restate AFTER UPDATE OF role, state ON users
  FOR EACH ROW WHEN (OLD.role IS DISTINCT FROM NEW.role OR OLD.state IS DISTINCT FROM NEW.state) EXECUTE FUNCTION user_ancestors_restate();

-- A search by ID or nickname anywhere in the name (`LIKE '%...%'`) reads trigram indexes instead
-- of every account of the line.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE INDEX users_username_trgm ON users USING gin (lower(username) gin_trgm_ops);
CREATE INDEX users_nickname_trgm ON users USING gin (lower(nickname) gin_trgm_ops);

-- A large line's member list keeps its order a few seconds (src/partners/line-order-snapshots.ts);
-- every change of the pairs (a new account, a move, a state) drops it, in every API process.
CREATE TRIGGER user_ancestors_changed AFTER INSERT OR UPDATE OR DELETE ON user_ancestors
  FOR EACH STATEMENT EXECUTE FUNCTION notify_content_changed();
