-- A game session belongs to the login session that launched it, and ends with it: a game window
-- must not keep betting after logout, a stop or a connection reset (which revoke the login session)
-- or after the login session expired. Wins and rollbacks of rounds already open still settle on an
-- ended game session (wallet_win, rollbackBet), so no stake is ever stuck.
ALTER TABLE game_sessions ADD COLUMN login_session_id bigint REFERENCES sessions (id);
CREATE INDEX game_sessions_login_session_idx ON game_sessions (login_session_id);

-- Windows opened before this migration belong to no known login session: they end now.
UPDATE game_sessions SET expires_at = now() WHERE expires_at > now();
-- Every new game session names its login session (NOT VALID: the rows above are history).
ALTER TABLE game_sessions ADD CONSTRAINT game_sessions_login_session_required CHECK (login_session_id IS NOT NULL) NOT VALID;

-- Revoking a login session (or cutting its lifetime short) ends its game sessions in the same
-- transaction, whichever code path or SQL did it. wallet_bet refuses a bet on an ended game
-- session (session_expired); nothing else about it changes.
CREATE FUNCTION game_sessions_follow_login() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ends timestamptz := CASE WHEN NEW.revoked_at IS NOT NULL THEN least(now(), NEW.expires_at) ELSE NEW.expires_at END;
BEGIN
  UPDATE game_sessions SET expires_at = ends WHERE login_session_id = NEW.id AND expires_at > ends;
  RETURN NULL;
END $$;
CREATE TRIGGER sessions_end_game_sessions AFTER UPDATE OF revoked_at, expires_at ON sessions
  FOR EACH ROW
  WHEN (NEW.revoked_at IS DISTINCT FROM OLD.revoked_at OR NEW.expires_at < OLD.expires_at)
  EXECUTE FUNCTION game_sessions_follow_login();
