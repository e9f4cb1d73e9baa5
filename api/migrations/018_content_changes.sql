-- The API keeps the answers built from these tables in memory (src/http/response-cache.ts) and
-- drops them when told that a table changed. The database tells it, so that every writer counts:
-- the API itself, the command-line tools, SQL typed by an operator, another API process. A
-- notification is delivered at COMMIT (none for a rolled-back write) and identical ones of one
-- transaction are sent once.
CREATE FUNCTION notify_content_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('content_changed', TG_TABLE_NAME);
  RETURN NULL;
END $$;

DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['game_brands', 'games', 'board_messages', 'popups', 'carousel_slides', 'marquee_items', 'site_settings'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I
                    FOR EACH STATEMENT EXECUTE FUNCTION notify_content_changed()', t || '_changed', t);
  END LOOP;
END $$;

-- Which line's announcements and popups a user sees follows the hierarchy (users.parent_id); the
-- users table's other writes (logins, state) change no cached answer and notify nothing.
CREATE TRIGGER users_parent_changed AFTER UPDATE OF parent_id ON users
  FOR EACH STATEMENT EXECUTE FUNCTION notify_content_changed();
