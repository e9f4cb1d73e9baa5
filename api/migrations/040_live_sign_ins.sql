-- Who of a line is online (issue 30): a sign-in or a sign-out of an account tells the partners
-- above it (`online`), whose current-users page reads its list again; a session that simply goes
-- quiet drops off that list by the page's own poll. After commit only, as every live event.
CREATE FUNCTION live_presence_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM live_changed('online', live_line_of(NEW.user_id));
  RETURN NULL;
END $$;
CREATE TRIGGER sessions_live_signed_in AFTER INSERT ON sessions
  FOR EACH ROW EXECUTE FUNCTION live_presence_changed();
CREATE TRIGGER sessions_live_signed_out AFTER UPDATE OF revoked_at ON sessions
  FOR EACH ROW WHEN (OLD.revoked_at IS NULL AND NEW.revoked_at IS NOT NULL)
  EXECUTE FUNCTION live_presence_changed();
